// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeResults } from './results-sections';

const FILE = ['# Server benchmark', '', 'Generated on day 1.', '', '| a |', '', '## by hand (day 0)', '', 'notes', '', '## cache on', '', 'old', ''].join('\n');

describe('a results file with earlier runs', () => {
  it('takes an unlabelled run in place of the last one at the top, and keeps every section below', () => {
    const merged = mergeResults(FILE, { title: '# Server benchmark', body: 'Generated on day 2.\n\n| b |\n' });
    expect(merged).toBe(['# Server benchmark', '', 'Generated on day 2.', '', '| b |', '', '## by hand (day 0)', '', 'notes', '', '## cache on', '', 'old', ''].join('\n'));
  });

  it('writes a labelled run as the first section, in place of the one of that label, and keeps the top', () => {
    const merged = mergeResults(FILE, { title: '# Server benchmark', body: 'new', label: 'cache on' });
    expect(merged).toBe(['# Server benchmark', '', 'Generated on day 1.', '', '| a |', '', '## cache on', '', 'new', '', '## by hand (day 0)', '', 'notes', ''].join('\n'));
  });

  it('starts a file that does not exist yet', () => {
    expect(mergeResults('', { title: '# Server benchmark', body: 'Generated.' })).toBe('# Server benchmark\n\nGenerated.\n');
    expect(mergeResults('', { title: '# Server benchmark', body: 'run', label: 'quick' })).toBe('# Server benchmark\n\n## quick\n\nrun\n');
  });
});
