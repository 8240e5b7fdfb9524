// The job management pages' own addresses.

export const MANAGED_JOBS_PATH = '/client/job_infos'
export const NEW_MANAGED_JOB_PATH = `${MANAGED_JOBS_PATH}/new`
export const managedJobPath = (id: number) => `${MANAGED_JOBS_PATH}/${id}`
export const editManagedJobPath = (id: number) => `${MANAGED_JOBS_PATH}/${id}/edit`
export const scoutAssistPath = (id: number) => `${MANAGED_JOBS_PATH}/${id}/scout_assist`
