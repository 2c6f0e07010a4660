import { describe, expect, it } from 'vitest';
import { splitLinks } from './message-links';

const link = (url: string) => ({ kind: 'link', text: url, href: url });
const text = (value: string) => ({ kind: 'text', text: value });

describe('splitLinks', () => {
  it('leaves text without an address as one piece', () => {
    expect(splitLinks('See you at nine')).toEqual([text('See you at nine')]);
  });

  it('turns http and https addresses into links, the text around them kept as written', () => {
    expect(splitLinks('Deck: https://example.com/deck and http://demo.test:8080/a?b=1#c end')).toEqual([
      text('Deck: '),
      link('https://example.com/deck'),
      text(' and '),
      link('http://demo.test:8080/a?b=1#c'),
      text(' end'),
    ]);
  });

  it('links two addresses one space apart, and one at the very start', () => {
    expect(splitLinks('https://a.test https://b.test')).toEqual([link('https://a.test'), text(' '), link('https://b.test')]);
  });

  it('keeps an address written in capitals as written', () => {
    expect(splitLinks('HTTPS://Example.com/X')).toEqual([link('HTTPS://Example.com/X')]);
  });

  it('links no other scheme, nor a bare host or a scheme with nothing after it', () => {
    for (const value of ['javascript:alert(1)', 'ftp://files.test/a', 'example.com', 'mailto:a@b.test', 'https://', 'http:// x']) {
      expect(splitLinks(value)).toEqual([text(value)]);
    }
  });

  it('does not start a link inside a word', () => {
    expect(splitLinks('xhttps://example.com')).toEqual([text('xhttps://example.com')]);
  });

  it('leaves trailing punctuation outside the link', () => {
    for (const mark of ['.', ',', ';', ':', '!', '?', '?!', '...']) {
      expect(splitLinks(`Look: https://example.com/a${mark}`)).toEqual([text('Look: '), link('https://example.com/a'), text(mark)]);
    }
  });

  it('leaves an unbalanced closing parenthesis outside and keeps a balanced one inside', () => {
    expect(splitLinks('(see https://example.com/a)')).toEqual([text('(see '), link('https://example.com/a'), text(')')]);
    expect(splitLinks('https://en.wikipedia.org/wiki/Seed_(company)')).toEqual([link('https://en.wikipedia.org/wiki/Seed_(company)')]);
    expect(splitLinks('(https://en.wikipedia.org/wiki/Seed_(company)).')).toEqual([
      text('('),
      link('https://en.wikipedia.org/wiki/Seed_(company)'),
      text(').'),
    ]);
  });

  it('ends a link at whitespace, quotes and angle brackets', () => {
    expect(splitLinks('"https://a.test/x" <https://b.test/y>\nhttps://c.test')).toEqual([
      text('"'),
      link('https://a.test/x'),
      text('" <'),
      link('https://b.test/y'),
      text('>\n'),
      link('https://c.test'),
    ]);
  });
});
