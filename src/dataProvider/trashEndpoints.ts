import type { z } from 'zod';
import type { trashListQuery } from '../../contract/trash';
import { list, post, write, type ResourceEndpoints } from './endpointTypes';

type TrashSort = NonNullable<z.input<typeof trashListQuery>['sort']>;

const sortable: readonly TrashSort[] = ['deletedAt', 'label'];

/**
 * The row of a declared resource's trash (contract/trash.ts), under its `trashResource` name: the list
 * (search in labels), removal for good of the selected records as react-admin's deleteMany, and
 * `call(trash, 'restore', {data: {ids}})` and `call(trash, 'empty')`.
 */
export function trashEndpointsOf(name: string): ResourceEndpoints {
  const path = `/admin/trash/${name}`;
  return {
    getList: list(path, { filters: [], sortable }),
    deleteMany: write(`${path}/remove`, { fields: ['ids'] }),
    actions: { restore: post(`${path}/restore`), empty: post(`${path}/empty`) },
  };
}
