import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { aMessage, ben, me } from '../../../testing/chat';
import { MessageBubble } from './message-bubble';

function renderBubble(content: string, isMine = false) {
  render(
    <ul>
      <MessageBubble message={aMessage(1, isMine ? me : ben, { content })} isMine={isMine} />
    </ul>,
  );
  return screen.getByTestId('message');
}

describe('MessageBubble links', () => {
  it('makes an https address a link that opens in a new tab, its text the address as written', () => {
    const bubble = renderBubble('Our deck: https://example.com/deck?v=2. Thoughts?');
    const link = screen.getByRole('link', { name: 'https://example.com/deck?v=2' });
    expect(link.getAttribute('href')).toBe('https://example.com/deck?v=2');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(bubble.textContent).toContain('Our deck: https://example.com/deck?v=2. Thoughts?');
  });

  it('links several addresses in one message and nothing else', () => {
    renderBubble('(a http://a.test/x) javascript:alert(1) b https://b.test');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['http://a.test/x', 'https://b.test']);
  });

  it('shows markup in a message as text, never as HTML', () => {
    const bubble = renderBubble('<a href="javascript:alert(1)">x</a> <b>bold</b>');
    expect(screen.queryByRole('link')).toBeNull();
    expect(bubble.querySelector('b')).toBeNull();
    expect(bubble.textContent).toContain('<b>bold</b>');
  });

  it("lets a long address wrap anywhere, underlined in the bubble's own text colour", () => {
    renderBubble(`https://example.com/${'a'.repeat(300)}`, true);
    const link = screen.getByRole('link');
    expect(link.className).toContain('wrap-anywhere');
    expect(link.className).toContain('underline');
    expect(link.className).toContain('text-current');
  });
});

describe('a long message', () => {
  afterEach(() => vi.restoreAllMocks());

  it('folds at twelve lines, with a button that shows all of it and back; a short one has none', async () => {
    // What a browser lays out for a message longer than its clamp: 240 px shown of 2,000 px of text.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.className.includes('line-clamp') ? 240 : 2000;
    });
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    const bubble = renderBubble('A long story. '.repeat(280));
    const text = bubble.querySelector('p.whitespace-pre-wrap')!;
    expect(text.className).toContain('line-clamp-12');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(text.className).not.toContain('line-clamp');
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(text.className).toContain('line-clamp-12');
  });

  it('shows a short message whole, with nothing to press', () => {
    renderBubble('Short and sweet.');
    expect(screen.queryByRole('button', { name: /Show (more|less)/ })).toBeNull();
  });
});
