import type { FastifyPluginAsync } from 'fastify'
import { rankingsPlugin } from '../rankings/plugin.ts'
import { jobRoutes } from './routes.ts'

/** The public job catalogue: lists, search, detail, stocks, saved searches and rankings. */
export const jobsCataloguePlugin: FastifyPluginAsync = async (app) => {
  await app.register(jobRoutes)
  await app.register(rankingsPlugin)
}
