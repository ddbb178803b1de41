import { describe, expect, it } from 'vitest';
import { addComponentIds, componentId } from './styled-component-ids.ts';

describe('addComponentIds', () => {
  it('names each styled declaration after its file and variable, whatever the module order', () => {
    const code = [
      "import styled from 'styled-components';",
      'const Bar = styled.header`x`;',
      'export const Pill = styled(Bar)<{ $a: boolean }>`y`;',
    ].join('\n');
    const out = addComponentIds(code, 'src/a.tsx');
    expect(out).toContain(`const Bar = styled.header.withConfig({ componentId: '${componentId('src/a.tsx', 'Bar')}' })\`x\``);
    expect(out).toContain(`export const Pill = styled(Bar).withConfig({ componentId: '${componentId('src/a.tsx', 'Pill')}' })<{ $a: boolean }>`);
  });

  it('keeps .attrs after the config, and member targets such as styled(Foo.Bar)', () => {
    const out = addComponentIds(
      'import styled from "styled-components";\nconst A = styled.button.attrs({ type: "button" })``;\nconst B = styled(Dialog.Content)``;',
      'f.tsx',
    );
    expect(out).toMatch(/\nconst A = styled\.button\.withConfig\(\{[^)]*\}\)\.attrs\(/);
    expect(out).toContain('const B = styled(Dialog.Content).withConfig(');
  });

  it('gives different files and names different ids, and the same input the same id', () => {
    expect(componentId('a.tsx', 'X')).toBe(componentId('a.tsx', 'X'));
    expect(componentId('a.tsx', 'X')).not.toBe(componentId('b.tsx', 'X'));
    expect(componentId('a.tsx', 'X')).not.toBe(componentId('a.tsx', 'Y'));
    expect(componentId('a.tsx', 'X')).toMatch(/^s[0-9a-z]{6}$/);
  });

  it('leaves files without styled components alone and ignores imports and other words', () => {
    expect(addComponentIds("import styled from 'styled-components';\nconst x = 'styled-components';", 'f.ts')).toBeUndefined();
    expect(addComponentIds('const unstyled = 1;', 'f.ts')).toBeUndefined();
    // Only styled-components' own `styled`: a local function of that name is not one.
    expect(addComponentIds('const styled = (x: string) => x;\nconst A = styled.length;', 'f.ts')).toBeUndefined();
  });

  it('reads the module, not its text: a name under any import name, after text that is not ASCII, in a comment or a string untouched', () => {
    const code = "import s from 'styled-components';\n// “styled.div” — a comment\nconst quote = 'styled.div';\nconst Card = s.section`a`;\n";
    expect(addComponentIds(code, 'src/c.tsx')).toBe(
      code.replace('s.section`', `s.section.withConfig({ componentId: '${componentId('src/c.tsx', 'Card')}' })\``),
    );
  });

  it('refuses a styled component it cannot name', () => {
    expect(() =>
      addComponentIds("import styled from 'styled-components';\nexport default styled.div`x`;\nfn(styled(Link)`y`);", 'src/f.tsx'),
    ).toThrow(/src\/f\.tsx: write styled components as .* lines 2, 3/);
  });
});
