import {
  adminColumnBodySchema,
  adminColumnCreateBodySchema,
  adminColumnListQuerySchema,
  adminColumnListSchema,
  adminColumnSchema,
} from '../column-editing.ts'
import {
  columnDetailSchema,
  columnListQuerySchema,
  columnListSchema,
  columnSearchQuerySchema,
  pickupColumnListSchema,
  tagCategoryListSchema,
  tagListSchema,
  tagSchema,
} from '../columns.ts'
import { defineEndpoint } from '../endpoint.ts'
import { idParamsSchema } from '../pagination.ts'

const tags = ['columns']

/** Columns (articles), their tags and tag categories: public reading. */
export const columnEndpoints = {
  listColumns: defineEndpoint({
    method: 'GET',
    path: '/columns',
    summary: 'Published columns, newest first, by tag, agent or the editors’ selection',
    tags,
    query: columnListQuerySchema,
    response: columnListSchema,
  }),
  getColumn: defineEndpoint({
    method: 'GET',
    path: '/columns/:id',
    summary: 'A published column with its neighbours and popular columns; counts a view',
    tags,
    params: idParamsSchema,
    response: columnDetailSchema,
  }),
  listPickupColumns: defineEndpoint({
    method: 'GET',
    path: '/pickup_columns',
    summary: 'The columns the editors pick for the top of the list',
    tags,
    response: pickupColumnListSchema,
  }),
  searchColumns: defineEndpoint({
    method: 'GET',
    path: '/search_columns',
    summary: 'Published columns matching every keyword',
    tags,
    query: columnSearchQuerySchema,
    response: columnListSchema,
  }),
  listTags: defineEndpoint({
    method: 'GET',
    path: '/tags',
    summary: 'Column tags with their category and published column count',
    tags,
    response: tagListSchema,
  }),
  getTag: defineEndpoint({
    method: 'GET',
    path: '/tags/:id',
    summary: 'One column tag with its category and published column count',
    tags,
    params: idParamsSchema,
    response: tagSchema,
  }),
  listTagCategories: defineEndpoint({
    method: 'GET',
    path: '/tag_categories',
    summary: 'Tag categories with their tags, in the editors’ order',
    tags,
    response: tagCategoryListSchema,
  }),
}

/** Columns as administrators write them (the admin area). */
export const columnEditingEndpoints = {
  listAdminColumns: defineEndpoint({
    method: 'GET',
    path: '/admin/columns',
    summary: 'Every column, drafts included, the latest change first',
    tags: ['admin'],
    query: adminColumnListQuerySchema,
    response: adminColumnListSchema,
  }),
  createAdminColumn: defineEndpoint({
    method: 'POST',
    path: '/admin/columns',
    summary: 'Writes a column: a draft, published now or at a time to come',
    description:
      'The body is sanitised with the rules the public page renders by. A create sent again with the same client_request_id answers the first column with 200.',
    tags: ['admin'],
    body: adminColumnCreateBodySchema,
    status: 201,
    existingStatus: 200,
    response: adminColumnSchema,
  }),
  getAdminColumn: defineEndpoint({
    method: 'GET',
    path: '/admin/columns/:id',
    summary: 'A column with every field of the editor',
    tags: ['admin'],
    params: idParamsSchema,
    response: adminColumnSchema,
  }),
  updateAdminColumn: defineEndpoint({
    method: 'PUT',
    path: '/admin/columns/:id',
    summary: 'Changes a column; the body is sanitised again',
    tags: ['admin'],
    params: idParamsSchema,
    body: adminColumnBodySchema,
    response: adminColumnSchema,
  }),
}
