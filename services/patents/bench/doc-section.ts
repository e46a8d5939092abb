import { readFileSync, writeFileSync } from 'node:fs';

/** Replaces the `<!-- name -->…<!-- /name -->` section of a Markdown file (or appends it), and prints it. */
export function writeDocSection(file: string, name: string, lines: string[]) {
  const section = [`<!-- ${name} -->`, ...lines, `<!-- /${name} -->`].join('\n');
  const doc = readFileSync(file, 'utf8');
  const re = new RegExp(`<!-- ${name} -->[\\s\\S]*?<!-- /${name} -->`);
  writeFileSync(file, re.test(doc) ? doc.replace(re, () => section) : `${doc.trimEnd()}\n\n${section}\n`);
  console.log(section);
}
