import { defineResource } from './resource.ts';

export const imagesApi = defineResource({
  collection: '/v1/images',
  one: 'Image',
  many: 'Images',
  history: 'images',
});
