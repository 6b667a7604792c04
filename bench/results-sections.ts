/**
 * How a benchmark's results file keeps its history: the latest run at the top, under the file's
 * title, and below it earlier runs and notes as sections (`## ...`), kept by label or written by hand.
 * A run without a label takes the top's place; a run with one becomes (or replaces) the section of
 * that label, and the top stays. A run's own headings must therefore be `###` or deeper.
 */
export function mergeResults(previous: string, run: { title: string; body: string; label?: string }): string {
  const [top = '', ...sections] = previous.split(/^(?=## )/m);
  const titled = top.trimStart().startsWith(`${run.title}\n`);
  const kept = sections.filter((section) => !run.label || !section.startsWith(`## ${run.label}\n`));
  const newTop = run.label ? (titled ? top : `${run.title}\n\n`) : `${run.title}\n\n${run.body.trimEnd()}\n\n`;
  const labelled = run.label ? [`## ${run.label}\n\n${run.body.trimEnd()}\n\n`] : [];
  return (newTop.trimEnd() + '\n\n' + [...labelled, ...kept].join('')).trimEnd() + '\n';
}
