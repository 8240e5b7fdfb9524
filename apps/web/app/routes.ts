import { index, type RouteConfig, route } from '@react-router/dev/routes'

/**
 * The route table of spec section 2, in one place. Routes with an `:id` parameter are checked
 * by the root middleware: a non-numeric id answers 404 before the route runs.
 */
export default [
  index('routes/home.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('cookie', 'routes/cookie.tsx'),

  // Failure paths for browser tests; the loader answers 404 unless ENABLE_TEST_ROUTES is on.
  route('__test/render-error', 'routes/test-support/render-error.tsx'),
  route('__test/records/:id', 'routes/test-support/record.tsx'),

  // Anything else: the 404 page, with the root loader's locale and layout.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
