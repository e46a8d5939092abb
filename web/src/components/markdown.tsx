import ReactMarkdown from 'react-markdown';
import { safeUrl } from '@/lib/markdown-url';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** SPEC §5: raw HTML in a reply is shown as text, so turn every html node into a text node. */
function htmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return (tree: MdNode) => walk(tree);
}

export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-chat space-y-2 break-words text-sm [&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown remarkPlugins={[htmlAsText]} urlTransform={safeUrl}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
