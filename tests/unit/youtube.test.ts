import { describe, expect, it } from 'vitest';
import { youtubeThumbnail, youtubeVideoId } from '../../src/lib/youtube';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=ccyYkAg0GSR', 'ccyYkAg0GSR'],
    ['https://youtube.com/watch?v=ccyYkAg0GSR', 'ccyYkAg0GSR'],
    ['https://m.youtube.com/watch?v=ccyYkAg0GSR', 'ccyYkAg0GSR'],
    ['http://www.youtube.com/watch?v=ccyYkAg0GSR', 'ccyYkAg0GSR'],
    ['https://www.youtube.com/watch?feature=share&v=ig7Cqive4Kc&t=42s', 'ig7Cqive4Kc'],
    ['https://WWW.YouTube.com/watch?v=ig7Cqive4Kc', 'ig7Cqive4Kc'],
    ['https://youtu.be/M8MB5ZVvdsl', 'M8MB5ZVvdsl'],
    ['https://youtu.be/M8MB5ZVvdsl?si=abc&t=10', 'M8MB5ZVvdsl'],
    ['https://www.youtube.com/shorts/EsXpbox-AHX', 'EsXpbox-AHX'],
    ['https://youtube.com/shorts/oPxpGXIx3FY?feature=share', 'oPxpGXIx3FY'],
    ['  https://youtu.be/8c5yZh0G8nZ  ', '8c5yZh0G8nZ'],
  ])('recognises %s', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    ['Vimeo', 'https://vimeo.com/482719365'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['an id of the wrong length', 'https://www.youtube.com/watch?v=short'],
    ['an id with other characters', 'https://youtu.be/abc$efgh!jk'],
    ['a channel page', 'https://www.youtube.com/@steelcity'],
    ['a look-alike host', 'https://youtube.com.example.net/watch?v=ccyYkAg0GSR'],
    ['another host with a v parameter', 'https://example.com/watch?v=ccyYkAg0GSR'],
    ['a shorts link with extra path', 'https://www.youtube.com/shorts/EsXpbox-AHX/extra'],
    ['a short link with extra path', 'https://youtu.be/M8MB5ZVvdsl/extra'],
    ['a javascript: link', 'javascript:alert(1)//youtu.be/M8MB5ZVvdsl'],
    ['not a link', 'youtube watch ccyYkAg0GSR'],
    ['empty text', ''],
  ])('refuses %s', (_, link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });
});

describe('youtubeThumbnail', () => {
  it('is the high quality still on YouTube’s image host', () => {
    expect(youtubeThumbnail('ccyYkAg0GSR')).toBe('https://i.ytimg.com/vi/ccyYkAg0GSR/hqdefault.jpg');
  });
});
