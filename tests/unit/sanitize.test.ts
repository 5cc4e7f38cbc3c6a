import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../../src/server/catalogue/sanitize';

describe('sanitizeDescription', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Features</h2><p class="ql-align-center"><strong>Fast</strong> and <em>quiet</em> <u>always</u></p>' +
      '<ol><li data-list="bullet">One</li></ol><table><tbody><tr><td>Speed</td><td>90 cups/min</td></tr></tbody></table>' +
      '<p><a href="https://example.com/spec.pdf" target="_blank">Spec sheet</a></p>';
    const clean = sanitizeDescription(html);
    expect(clean).toContain('<h2>Features</h2>');
    expect(clean).toContain('<p class="ql-align-center"><strong>Fast</strong> and <em>quiet</em> <u>always</u></p>');
    expect(clean).toContain('<li data-list="bullet">One</li>');
    expect(clean).toContain('<td>90 cups/min</td>');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeDescription(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">x</a><a href="JaVaScRiPt:alert(4)">y</a><style>p{}</style>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<style/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('allows iframes from YouTube only', () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>';
    expect(sanitizeDescription(youtube)).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(sanitizeDescription('<iframe src="https://evil.example.com/x"></iframe>')).not.toContain('evil');
  });

  it('drops classes that are not the editor’s own', () => {
    expect(sanitizeDescription('<p class="ql-indent-1 fixed inset-0">x</p>')).toBe('<p class="ql-indent-1">x</p>');
  });
});
