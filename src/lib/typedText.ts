/** How a text field takes its text: on one line, on several lines, or as a password. */
export type TextFieldKind = 'single-line' | 'multi-line' | 'password';

const CR_OR_CRLF = /\r\n?/g;
const TAB_OR_LINE_BREAK = /\t|\r\n?|\n/g;
const C0_CONTROLS = /[\u0000-\u001F]/g;
const C0_CONTROLS_BUT_TAB_AND_LINE_FEED = /[\u0000-\u0008\u000B-\u001F]/g;
const NUL = /\u0000/g;

/**
 * The text a field keeps of what was typed, pasted or filled in. C0 control characters are invisible,
 * nobody means them, and the shop refuses a NUL outright (PostgreSQL text cannot hold one) with a
 * message about the request, not the field; so they go as they arrive:
 * - one line: a tab or a line break becomes a space (the words it parted stay apart), every other
 *   control character goes;
 * - several lines: tabs and line breaks stay (a CR or CRLF becomes the LF a textarea holds);
 * - a password: only NUL goes. No password can hold one (the shop refuses it), so dropping it at
 *   sign-up and at sign-in alike keeps both the same; any other character is part of a password
 *   someone may have set elsewhere, and changing it would lock them out.
 */
export function typedText(text: string, kind: TextFieldKind): string {
  switch (kind) {
    case 'single-line':
      return text.replace(TAB_OR_LINE_BREAK, ' ').replace(C0_CONTROLS, '');
    case 'multi-line':
      return text.replace(CR_OR_CRLF, '\n').replace(C0_CONTROLS_BUT_TAB_AND_LINE_FEED, '');
    case 'password':
      return text.replace(NUL, '');
  }
}

type TextFieldParse = (value: string | undefined) => string | undefined;

function parserFor(kind: TextFieldKind): TextFieldParse {
  // An empty field holds no value, as react-final-form's own `parse` has it and the forms expect.
  return (value) => typedText(value ?? '', kind) || undefined;
}

const PARSERS: Record<TextFieldKind, TextFieldParse> = {
  'single-line': parserFor('single-line'),
  'multi-line': parserFor('multi-line'),
  password: parserFor('password'),
};

/** A react-final-form `parse` for a text field of `kind`: what is submitted is what `typedText` keeps. */
export function textFieldParse(kind: TextFieldKind): TextFieldParse {
  return PARSERS[kind];
}
