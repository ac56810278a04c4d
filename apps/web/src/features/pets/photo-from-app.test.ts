import { describe, expect, it } from 'vitest';
import { checkPhotoDataUrl, MAX_PHOTO_BYTES } from './avatar-picker';

describe("a picture from the native app's pickers", () => {
  it('is checked as a chosen file is: PNG, JPEG or WebP up to 5 MB', () => {
    expect(checkPhotoDataUrl('data:image/jpeg;base64,AAAA')).toEqual({ dataUrl: 'data:image/jpeg;base64,AAAA' });
    expect(checkPhotoDataUrl('data:image/gif;base64,AAAA')).toEqual({ error: 'ui.pet.photoType' });
    expect(checkPhotoDataUrl('data:text/html,<b>x</b>')).toEqual({ error: 'ui.pet.photoType' });
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((MAX_PHOTO_BYTES + 3) / 3) * 4)}`;
    expect(checkPhotoDataUrl(big)).toEqual({ error: 'ui.pet.photoTooBig' });
  });
});
