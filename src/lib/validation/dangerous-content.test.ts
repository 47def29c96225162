import { describe, expect, it } from 'vitest';
import { isDangerousContent } from './dangerous-content';

describe('isDangerousContent', () => {
  it.each([
    '<script>alert(1)</script>',
    '< SCRIPT src=x>',
    'javascript:alert(1)',
    'JavaScript :void(0)',
    '<img src=x onerror=alert(1)>',
    'x" onclick = "steal()',
    '<iframe src="//evil">',
    '<object data=x>',
    '<embed src=x>',
    'width: expression(alert(1))',
    'background:url(http://evil)',
  ])('refuses %s', (value) => {
    expect(isDangerousContent(value)).toBe(true);
  });

  it.each(['Green tea', 'Teh Botol 350ml', 'Onion rings', 'budi@example.com', '0812-3456-789', 'url shortener'])(
    'accepts the ordinary search %s',
    (value) => {
      expect(isDangerousContent(value)).toBe(false);
    },
  );
});
