// The scout template pages' own addresses.

export const SCOUT_TEMPLATES_PATH = '/client/scout_templates'
export const NEW_SCOUT_TEMPLATE_PATH = `${SCOUT_TEMPLATES_PATH}/new`
export const scoutTemplatePath = (id: number) => `${SCOUT_TEMPLATES_PATH}/${id}`
export const editScoutTemplatePath = (id: number) => `${SCOUT_TEMPLATES_PATH}/${id}/edit`
