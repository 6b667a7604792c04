/**
 * Writes server/services/customers/common-passwords.txt: the most common leaked passwords that the
 * length rule alone would accept, most frequent first, from zxcvbn-ts's ranked list (a devDependency).
 * Run after upgrading @zxcvbn-ts/language-common; the server only reads the committed file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';

const COUNT = 5000;
/** PASSWORD_MIN_LENGTH (not imported: that module reads this file); shorter ones fail the length rule. */
const PASSWORD_MIN_LENGTH = 8;

const ranked = (dictionary as Record<string, string[]>)['passwords-common'] ?? [];
const list = [...new Set(ranked.map((password) => password.toLowerCase()).filter((password) => password.length >= PASSWORD_MIN_LENGTH))].slice(0, COUNT);
const target = path.join(import.meta.dirname, '..', 'server', 'services', 'customers', 'common-passwords.txt');
writeFileSync(target, `${list.join('\n')}\n`);
console.log(`wrote ${list.length} passwords to ${path.relative(process.cwd(), target)}`);
