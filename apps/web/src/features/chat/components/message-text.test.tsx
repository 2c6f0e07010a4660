import { describe, expect, it } from 'vitest';
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
