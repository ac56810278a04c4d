// Checks a commit message file (the commit-msg hook's argument): a subject of at most 72 characters, and a blank
// line between the subject and a body. `git log --oneline` then reads as a list of what changed.
import fs from 'node:fs';

const MAX_SUBJECT = 72;
const lines = fs
  .readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .filter((line) => !line.startsWith('#'));
const [subject = '', second] = lines;
const problems = [];
if (subject.trim() === '') problems.push('the subject is empty');
if (subject.length > MAX_SUBJECT) problems.push(`the subject has ${subject.length} characters; at most ${MAX_SUBJECT}`);
if (second !== undefined && second.trim() !== '') problems.push('a blank line must separate the subject from the body');
if (problems.length > 0) {
  console.error(`commit message refused: ${problems.join('; ')}.\n  ${subject}`);
  process.exit(1);
}
