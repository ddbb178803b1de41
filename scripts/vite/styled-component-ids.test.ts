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
    const out = addComponentIds('const A = styled.button.attrs({ type: "button" })``;\nconst B = styled(Dialog.Content)``;', 'f.tsx');
    expect(out).toMatch(/^const A = styled\.button\.withConfig\(\{[^)]*\}\)\.attrs\(/);
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
  });

  it('refuses a styled component it cannot name', () => {
    expect(() => addComponentIds('export default styled.div`x`;\nfn(styled(Link)`y`);', 'src/f.tsx')).toThrow(
      /src\/f\.tsx: write styled components as .* lines 1, 2/,
    );
  });
});
