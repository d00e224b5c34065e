// Images in a question are uploaded like those of course descriptions and chapters (the contract's one image call
// for course content); the editor shows them from the server's address.
import { htdzHost } from '@/services/htdz/client';
import { uploadCover } from '@/services/htdz/course';

export const uploadImage = async (file: File) => `${htdzHost()}${(await uploadCover(file)).obj.cover}`;
