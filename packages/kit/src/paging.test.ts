import { pageOf, pagination } from './paging';

test('page numbers: 1 when absent, whole numbers from 1, anything else refused', () => {
  expect(pageOf(undefined)).toBe(1);
  expect(pageOf('3')).toBe(3);
  for (const bad of ['0', '-1', '1.5', 'x', '100000', '']) expect(pageOf(bad)).toBeNull();
});

test('has_more says whether a next page holds anything', () => {
  expect(pagination(1, 12)).toEqual({ page: 1, has_more: false, total: 12 });
  expect(pagination(1, 13)).toEqual({ page: 1, has_more: true, total: 13 });
  expect(pagination(2, 13)).toEqual({ page: 2, has_more: false, total: 13 });
});
