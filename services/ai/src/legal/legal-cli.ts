// `npm run legal:check [-- <folder>]`: reads the patent-law texts the assistant loads at start (default
// PATENT_DATA_DIR/legal) and prints what it would load per file, the revisions the answers will cite and every line
// it would skip with its file, line and field. Exit 1 when a line is skipped or nothing loads. The service reads the
// same files into memory when it starts (no table, no copy): run this after replacing them with newer texts.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LEGAL_FILES, LegalKnowledgeBase, legalDataDir, legalProblemText } from './legal-kb.js';

export function legalCheck(
  dir: string,
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): number {
  const kb = LegalKnowledgeBase.load(dir);
  write(`Legal texts in ${dir} (read in ${(kb.loadMs / 1000).toFixed(1)} s)`);
  write('| file | source | sections | passages | skipped lines | revisions cited |');
  write('|---|---|---|---|---|---|');
  for (const [file, source] of LEGAL_FILES) {
    const sections = kb.sections.filter((s) => s.source === source);
    const ids = new Set(sections.map((s) => s.id));
    const passages = kb.passages.filter((p) => ids.has(p.sectionId)).length;
    const skipped = kb.problems.filter((p) => p.file === file).length;
    const revisions = [...new Set(sections.map((s) => s.revision.replace(/^R-[\d.]+, /, '')))];
    write(
      `| ${file} | ${source} | ${sections.length} | ${passages} | ${skipped} | ${revisions.join('; ') || '-'} |`,
    );
  }
  for (const p of kb.problems) write(`skipped ${legalProblemText(p)}`);
  if (!kb.loaded)
    write(`No legal text found: the assistant answers no legal question (expected ${LEGAL_FILES[0][0]}…).`);
  return kb.problems.length || !kb.loaded ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = process.argv[2];
  process.exitCode = legalCheck(arg ? path.resolve(arg) : legalDataDir());
}
