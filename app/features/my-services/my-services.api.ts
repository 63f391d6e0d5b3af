import { categoryPageSchema, serviceSchema } from '~/contract/api/catalogue'
import { MAX_LIMIT } from '~/contract/api/paging'
import {
  IMAGE_FILE_FIELD,
  myServiceListSchema,
  providerScheduleAnswerSchema,
  uploadedImageSchema,
  type ProviderScheduleInput,
  type ServiceInput,
} from '~/contract/api/provider-services'
import { apiRequest } from '~/app/lib/api/client'

/** The backend calls of a provider's own services and schedule (README "Providers and staff"). */
export const listMyServices = (offsetGmt: number) => apiRequest(`/v2/service?offset-gmt=${offsetGmt}`, { auth: true, schema: myServiceListSchema })

export const getMyService = (id: string, offsetGmt: number) =>
  apiRequest(`/v2/service/mine/${encodeURIComponent(id)}?offset-gmt=${offsetGmt}`, { auth: true, schema: serviceSchema })

export const createService = (input: ServiceInput) => apiRequest('/v2/service', { method: 'POST', body: input, auth: true, schema: serviceSchema })

export const updateService = (id: string, input: ServiceInput) =>
  apiRequest(`/v2/service/${encodeURIComponent(id)}`, { method: 'PUT', body: input, auth: true, schema: serviceSchema })

export const deleteService = (id: string) => apiRequest(`/v2/service/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true })

export const setServiceVisibility = (id: string, visible: boolean) =>
  apiRequest(`/v2/service/set-visibility/${encodeURIComponent(id)}/${visible ? 'true' : 'false'}`, { method: 'POST', auth: true, schema: serviceSchema })

export function uploadServiceImage(file: File) {
  const form = new FormData()
  form.set(IMAGE_FILE_FIELD, file)
  return apiRequest('/v2/uploads/images', { method: 'POST', body: form, auth: true, schema: uploadedImageSchema })
}

export const getSchedule = (offsetGmt: number) => apiRequest(`/v2/provider/schedule?offset-gmt=${offsetGmt}`, { auth: true, schema: providerScheduleAnswerSchema })

export const saveSchedule = (input: ProviderScheduleInput) =>
  apiRequest('/v2/provider/schedule', { method: 'PUT', body: input, auth: true, schema: providerScheduleAnswerSchema })

export const listTopCategories = () => apiRequest(`/v2/category?level=1&limit=${MAX_LIMIT}`, { schema: categoryPageSchema })

export const listSubcategories = (parentId: string) =>
  apiRequest(`/v2/category/subcat?parent_id=${encodeURIComponent(parentId)}&limit=${MAX_LIMIT}`, { schema: categoryPageSchema })
