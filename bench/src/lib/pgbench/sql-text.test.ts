import { describe, expect, it } from 'vitest';
import { replacePlaceholders, splitStatements } from './sql-text.ts';

const mark = (text: string) => replacePlaceholders(text, (n) => `<${n}>`);

describe('replacePlaceholders', () => {
  it('replaces each $n, however many digits', () => {
    expect(mark('select * from events where id = $1 and x in ($2, $10)')).toBe(
      'select * from events where id = <1> and x in (<2>, <10>)',
    );
  });

  it('leaves $n alone inside string constants, quoted identifiers, comments and dollar quotes', () => {
    const text = [
      "select 'cost $1', E'it\\'s $2', \"col$3\", $4",
      '-- not $5',
      '/* nor $6 /* nested $7 */ $8 */ $$ body $9 $$, $tag$ $10 $tag$, $11',
    ].join('\n');
    expect(mark(text)).toBe(
      [
        "select 'cost $1', E'it\\'s $2', \"col$3\", <4>",
        '-- not $5',
        '/* nor $6 /* nested $7 */ $8 */ $$ body $9 $$, $tag$ $10 $tag$, <11>',
      ].join('\n'),
    );
  });

  it('reads doubled quotes as part of the constant', () => {
    expect(mark("select 'a''$1''b', $2")).toBe("select 'a''$1''b', <2>");
  });
});

describe('splitStatements', () => {
  it('splits at semicolons in code only and drops empty statements', () => {
    expect(
      splitStatements(
        "BEGIN READ ONLY; SELECT set_config('app.user_id', 'a;b', true) /* ; */;\n-- ;\nselect $$;$$;",
      ),
    ).toEqual([
      'BEGIN READ ONLY',
      "SELECT set_config('app.user_id', 'a;b', true) /* ; */",
      '-- ;\nselect $$;$$',
    ]);
  });
});
