import type { Service } from '~/contract/api/catalogue'
import { IMAGE_FILE_FIELD, type ServiceInput } from '~/contract/api/provider-services'
import type { CatalogueServicesRepository, ServiceRow } from '~/server/db/repositories/catalogue-services-repository'
import { AppError } from '~/server/errors'
import { PROFILE_IMAGE_MAX_BYTES } from '~/contract/api/user'
import { sniffImage } from '~/server/uploads/avatar-store'
import { toWebp, type ServiceImageStore } from '~/server/uploads/file-store'
import { ImageTooLarge, imageTooLarge, type DecodeBudget } from '~/server/uploads/image-decode'
import type { CategoryService } from './category-service'
import { toServiceCard } from './catalogue-service'
import type { ProviderService } from './provider-service'
import { utcWeekHoursFromGrid, weeklyGrid } from './weekly-schedule'

const SERVICE_IMAGE_MAX_SIDE = 1600

/**
 * A provider's own services (spec 7: my services, set-visibility, delete; create and update).
 * Only approved providers publish; a provider touches only services of their own, and another's
 * service answers 404 as if it did not exist.
 */
export type MyServicesService = {
  list(userId: string, offsetHours: number): Promise<Service[]>
  get(userId: string, serviceId: string, offsetHours: number): Promise<Service>
  create(userId: string, input: ServiceInput): Promise<Service>
  update(userId: string, serviceId: string, input: ServiceInput): Promise<Service>
  setVisibility(userId: string, serviceId: string, visible: boolean): Promise<Service>
  remove(userId: string, serviceId: string): Promise<void>
  uploadImage(userId: string, file: File | undefined): Promise<{ url: string }>
  readImage(fileName: string): Promise<Buffer | undefined>
}

export function createMyServicesService(deps: {
  repo: CatalogueServicesRepository
  providers: ProviderService
  categories: CategoryService
  images: ServiceImageStore
  /** Each image decoded is charged to its uploader. */
  decodeBudget: DecodeBudget
}): MyServicesService {
  const { repo, providers, categories, images } = deps

  const toService = (row: ServiceRow, offsetHours: number): Service => ({ ...toServiceCard(row), opens: weeklyGrid(row.openHours, offsetHours) })

  async function own(userId: string, serviceId: string) {
    const provider = await providers.approvedProvider(userId)
    const row = await repo.findById(serviceId)
    if (!row || row.providerId !== provider.id) throw AppError.notFound('No such service')
    return { provider, row }
  }

  async function columns(input: ServiceInput) {
    await categories.requireExists(input.category_id).catch(() => {
      throw AppError.validation('category_id', 'no such category')
    })
    return {
      categoryId: input.category_id,
      title: input.title,
      description: input.description,
      price: input.price,
      enabledInstant: input.enabled_instant,
      enabledPublicSession: input.enabled_public_session,
      enabledPrivateSession: input.enabled_private_session,
      minutesPerSession: input.minutes_per_session,
      maxAttendeesPerSession: input.max_attendees_per_session,
      minAttendeesForPrivate: input.min_attendees_for_private,
      exampleDocuments: input.example_documents,
      video: input.video ?? '',
      thumbnails: input.thumbnails,
      highlights: input.highlights,
      requireItems: input.require_items,
      proofPicture: input.proof_picture ?? '',
      visible: input.visible,
      openHours: utcWeekHoursFromGrid(input.opens, input.offset_gmt),
    }
  }

  async function reread(serviceId: string, offsetHours: number) {
    const row = await repo.findById(serviceId)
    if (!row) throw AppError.notFound('No such service')
    return toService(row, offsetHours)
  }

  return {
    async list(userId, offsetHours) {
      const provider = await providers.approvedProvider(userId)
      return (await repo.listByProvider(provider.id)).map((row) => toService(row, offsetHours))
    },

    async get(userId, serviceId, offsetHours) {
      return toService((await own(userId, serviceId)).row, offsetHours)
    },

    async create(userId, input) {
      const provider = await providers.approvedProvider(userId)
      // The spec's default: a new service is approved (its provider already is).
      const id = await repo.insert({ ...(await columns(input)), providerId: provider.id, verifyStatus: 'approved' })
      return reread(id, input.offset_gmt)
    },

    async update(userId, serviceId, input) {
      const { provider } = await own(userId, serviceId)
      await repo.update(serviceId, provider.id, await columns(input))
      return reread(serviceId, input.offset_gmt)
    },

    async setVisibility(userId, serviceId, visible) {
      const { provider } = await own(userId, serviceId)
      await repo.update(serviceId, provider.id, { visible })
      return reread(serviceId, 0)
    },

    async remove(userId, serviceId) {
      const { provider } = await own(userId, serviceId)
      const outcome = await repo.remove(serviceId, provider.id)
      if (outcome === 'missing') throw AppError.notFound('No such service')
      if (outcome === 'booked') throw AppError.conflict('service_id', 'sessions were booked with this service: hide it instead')
    },

    async uploadImage(userId, file) {
      await providers.approvedProvider(userId)
      if (!file) throw AppError.validation(IMAGE_FILE_FIELD, 'a file is required')
      if (file.size > PROFILE_IMAGE_MAX_BYTES) {
        throw new AppError(413, 'payload_too_large', `${IMAGE_FILE_FIELD}: must be at most 5 MB`, { field: IMAGE_FILE_FIELD })
      }
      const bytes = new Uint8Array(await file.arrayBuffer())
      const kind = sniffImage(bytes)
      if (!kind) throw AppError.validation(IMAGE_FILE_FIELD, 'must be a JPEG, PNG or WebP image')
      await deps.decodeBudget.charge(`user:${userId}`)
      let webp: Buffer
      try {
        webp = await toWebp(bytes, kind, SERVICE_IMAGE_MAX_SIDE)
      } catch (err) {
        if (err instanceof ImageTooLarge) throw imageTooLarge(IMAGE_FILE_FIELD)
        throw AppError.validation(IMAGE_FILE_FIELD, 'the image could not be read')
      }
      return { url: await images.save(webp) }
    },

    readImage: (fileName) => images.read(fileName),
  }
}
