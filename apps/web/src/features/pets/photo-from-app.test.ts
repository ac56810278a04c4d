import { describe, expect, it } from 'vitest';
import { checkPhotoDataUrl } from './avatar-picker';

describe("a picture from the native app's pickers", () => {
  it('is taken as PNG, JPEG or WebP, as a chosen file is, and shrunk like one', async () => {
    const taken = checkPhotoDataUrl('data:image/jpeg;base64,AAAA');
    expect('photo' in taken && taken.photo.type).toBe('image/jpeg');
    expect('photo' in taken && taken.photo.size).toBe(3);
    expect(checkPhotoDataUrl('data:image/gif;base64,AAAA')).toEqual({ error: 'ui.pet.photoType' });
    expect(checkPhotoDataUrl('data:text/html,<b>x</b>')).toEqual({ error: 'ui.pet.photoType' });
  });
});
