import {
  DOCUMENT_FILE_FIELD,
  DOCUMENT_MAX_BYTES,
  MAX_CERTIFICATES,
  type AdminProviderDetail,
  type AdminProviderSummary,
  type DocumentKind,
  type ProviderRegistration,
  type RegistrationStep,
  type SaveRegistrationRequest,
} from '~/contract/api/provider'
import type { Page } from '~/contract/api/paging'
import { scheduleOverview } from '~/contract/api/catalogue'
import type { ProviderSchedule, ProviderScheduleInput } from '~/contract/api/provider-services'
import type { ProviderStatus, ProviderVerifyStatus, UserRole } from '~/contract/api/user'
import type { DraftFields, ProviderDocumentRecord, ProviderRecord, ProvidersRepository } from '~/server/db/repositories/providers-repository'
import { AppError } from '~/server/errors'
import { newId } from '~/server/ids'
import type { Logger } from '~/server/log'
import { toWebp, sniffDocument, type DocumentStore } from '~/server/uploads/file-store'
import { ImageTooLarge, imageTooLarge, type DecodeBudget } from '~/server/uploads/image-decode'
import type { Clock } from './clock'
import { utcWeekHoursFromGrid, weeklyGrid } from './weekly-schedule'

export const isStaff = (role: UserRole) => role === 'admin' || role === 'operation'

/** Staff never see a document larger than this side; identity photos keep enough detail to read. */
const DOCUMENT_IMAGE_MAX_SIDE = 2400
const EDITABLE: readonly ProviderVerifyStatus[] = ['draft', 'rejected']

export type StoredDocument = { bytes: Buffer; contentType: string; fileName: string }

/**
 * Events other parts react to (notifications). Awaited before the answer (a listener never
 * throws), so the answer comes after everything the call wrote.
 */
export type ProviderEvents = { reviewed?: (userId: string, outcome: 'approved' | 'rejected') => Promise<void> }

export type ProviderService = {
  /** The caller's provider record status; null when they never started one. */
  status(userId: string): Promise<ProviderStatus>
  registration(userId: string): Promise<ProviderRegistration>
  save(userId: string, input: SaveRegistrationRequest): Promise<ProviderRegistration>
  addDocument(userId: string, kind: DocumentKind, file: File | undefined): Promise<ProviderRegistration>
  removeDocument(userId: string, documentId: string): Promise<ProviderRegistration>
  /** The owner's or, for staff, anyone's document; 404 otherwise. */
  readDocument(caller: { id: string; role: UserRole }, documentId: string): Promise<StoredDocument>
  submit(userId: string): Promise<ProviderRegistration>

  list(status: ProviderVerifyStatus, window: { skip: number; limit: number }): Promise<Page<AdminProviderSummary>>
  detail(providerId: string): Promise<AdminProviderDetail>
  approve(providerId: string, reviewerId: string): Promise<AdminProviderDetail>
  reject(providerId: string, reviewerId: string, reason: string): Promise<AdminProviderDetail>
  countByStatus(): Promise<Record<ProviderVerifyStatus, number>>

  /** An approved provider's own record; 403 for anyone else (only approved providers publish). */
  approvedProvider(userId: string): Promise<ProviderRecord>
  schedule(userId: string, offsetHours: number): Promise<ProviderSchedule>
  setSchedule(userId: string, input: ProviderScheduleInput): Promise<ProviderSchedule>
}

export function createProviderService(deps: {
  repo: ProvidersRepository
  documents: DocumentStore
  now: Clock
  log: Logger
  /** Each image document decoded is charged to its uploader (a PDF is stored as it is). */
  decodeBudget: DecodeBudget
  events?: ProviderEvents
}): ProviderService {
  const { repo, documents, now, log } = deps

  const documentUrl = (id: string) => `/v2/provider/registration/documents/${id}`
  const toDocument = (d: ProviderDocumentRecord) => ({
    _id: d.id,
    kind: d.kind,
    file_name: d.fileName,
    content_type: d.contentType,
    size: d.size,
    url: documentUrl(d.id),
    uploaded_at: d.createdAt.toISOString(),
  })

  async function toRegistration(p: ProviderRecord | undefined): Promise<ProviderRegistration> {
    if (!p) {
      return { verify_status: null, provider_id: null, display_name: '', about: '', education: '', subjects: [], experience: '', documents: [], last_step: 'personal', rejection_reason: null, submitted_at: null, reviewed_at: null }
    }
    return {
      verify_status: p.verifyStatus,
      provider_id: p.verifyStatus === 'approved' ? p.id : null,
      display_name: p.displayName,
      about: p.about,
      education: p.education,
      subjects: p.subjects,
      experience: p.experience,
      documents: (await repo.documents(p.id)).map(toDocument),
      last_step: p.lastStep as RegistrationStep,
      rejection_reason: p.verifyStatus === 'rejected' ? p.rejectionReason : null,
      submitted_at: p.submittedAt?.toISOString() ?? null,
      reviewed_at: p.reviewedAt?.toISOString() ?? null,
    }
  }

  async function detailOf(providerId: string): Promise<AdminProviderDetail> {
    const p = await repo.findById(providerId)
    if (!p) throw AppError.notFound('No such provider')
    return { ...(await toRegistration(p)), _id: p.id, user_id: p.userId, username: p.username }
  }

  function checkEditable(p: ProviderRecord): ProviderRecord {
    if (!EDITABLE.includes(p.verifyStatus)) {
      throw AppError.conflict('verify_status', `a ${p.verifyStatus} registration cannot be changed`)
    }
    return p
  }

  /**
   * The caller's record, created as a draft if needed, and only while it may be edited. Called
   * only once the request is known to be good: a refused request starts no draft.
   */
  async function editable(userId: string): Promise<ProviderRecord> {
    return checkEditable(await repo.ensure(userId))
  }

  /** The caller's record if they have one (none is created), and only while it may be edited. */
  async function editableIfAny(userId: string): Promise<ProviderRecord | undefined> {
    const p = await repo.findByUserId(userId)
    return p && checkEditable(p)
  }

  function scheduleAnswer(weekHours: readonly number[], offsetHours: number): ProviderSchedule {
    const opens = weeklyGrid(weekHours, offsetHours)
    return { opens, offset_gmt: offsetHours, overview: scheduleOverview(opens) }
  }

  async function approvedProvider(userId: string): Promise<ProviderRecord> {
    const p = await repo.findByUserId(userId)
    if (!p || p.verifyStatus !== 'approved') throw AppError.forbidden('Only approved providers manage services')
    return p
  }

  return {
    async status(userId) {
      const provider = await repo.findByUserId(userId)
      return { verify_status: provider?.verifyStatus ?? null }
    },

    async registration(userId) {
      return toRegistration(await repo.findByUserId(userId))
    },

    async save(userId, input) {
      const fields: DraftFields = {
        ...(input.display_name === undefined ? {} : { displayName: input.display_name }),
        ...(input.about === undefined ? {} : { about: input.about }),
        ...(input.education === undefined ? {} : { education: input.education }),
        ...(input.subjects === undefined ? {} : { subjects: [...new Set(input.subjects)] }),
        ...(input.experience === undefined ? {} : { experience: input.experience }),
        ...(input.last_step === undefined ? {} : { lastStep: input.last_step }),
      }
      // Nothing to save (`{}`): the registration as it is, as PATCH /v2/user answers an empty change.
      // No draft is started and nothing is written.
      if (Object.keys(fields).length === 0) return toRegistration(await repo.findByUserId(userId))
      const p = await editable(userId)
      return toRegistration(await repo.saveDraft(p.id, fields))
    },

    async addDocument(userId, kind, file) {
      if (!file) throw AppError.validation(DOCUMENT_FILE_FIELD, 'a file is required')
      if (file.size > DOCUMENT_MAX_BYTES) {
        throw new AppError(413, 'payload_too_large', `${DOCUMENT_FILE_FIELD}: must be at most 5 MB`, { field: DOCUMENT_FILE_FIELD })
      }
      const before = await editableIfAny(userId)
      const existing = before ? await repo.documents(before.id) : []
      if (kind === 'certificate' && existing.filter((d) => d.kind === 'certificate').length >= MAX_CERTIFICATES) {
        throw AppError.validation(DOCUMENT_FILE_FIELD, `at most ${MAX_CERTIFICATES} certificates`)
      }
      const raw = new Uint8Array(await file.arrayBuffer())
      const format = sniffDocument(raw)
      if (!format) throw AppError.validation(DOCUMENT_FILE_FIELD, 'must be a JPEG, PNG, WebP or PDF file')
      if (format !== 'pdf') await deps.decodeBudget.charge(`user:${userId}`)
      let bytes: Buffer
      try {
        bytes = format === 'pdf' ? Buffer.from(raw) : await toWebp(raw, format, DOCUMENT_IMAGE_MAX_SIDE)
      } catch (err) {
        if (err instanceof ImageTooLarge) throw imageTooLarge(DOCUMENT_FILE_FIELD)
        throw AppError.validation(DOCUMENT_FILE_FIELD, 'the image could not be read')
      }
      const id = newId()
      // The name passed the text rule (http/multipart.ts readMultipart); cut by code points, not halves of one.
      const baseName = Array.from((file.name || 'document').replace(/[\\/]/g, '_').replace(/\.[A-Za-z0-9]+$/, '')).slice(0, 100).join('') || 'document'
      // One identity document: a new one replaces the old, in the same transaction as the insert.
      const replaced = kind === 'identity' ? existing.filter((d) => d.kind === 'identity') : []
      // The upload is good: only now may a draft be started.
      const p = before ?? (await editable(userId))
      await documents.save(id, bytes)
      try {
        await repo.addDocument(
          {
            id,
            providerId: p.id,
            kind,
            fileName: `${baseName}.${format === 'pdf' ? 'pdf' : 'webp'}`,
            contentType: format === 'pdf' ? 'application/pdf' : 'image/webp',
            size: bytes.length,
          },
          replaced.map((d) => d.id),
        )
      } catch (err) {
        // No row, no file: a failed insert leaves nothing behind.
        await documents.remove(id)
        throw err
      }
      for (const old of replaced) await documents.remove(old.id)
      return toRegistration(p)
    },

    async removeDocument(userId, documentId) {
      const p = await editableIfAny(userId)
      const doc = p && (await repo.findDocument(documentId))
      if (!p || !doc || doc.providerId !== p.id) throw AppError.notFound('No such document')
      await repo.removeDocument(doc.id)
      await documents.remove(doc.id)
      return toRegistration(p)
    },

    async readDocument(caller, documentId) {
      const doc = await repo.findDocument(documentId)
      const owner = doc && (await repo.findById(doc.providerId))
      if (!doc || !owner || (owner.userId !== caller.id && !isStaff(caller.role))) throw AppError.notFound('No such document')
      const bytes = await documents.read(doc.id)
      if (!bytes) throw AppError.notFound('No such document')
      return { bytes, contentType: doc.contentType, fileName: doc.fileName }
    },

    async submit(userId) {
      // Nothing started: the first thing missing is the name (and no draft is started by asking).
      const p = await editableIfAny(userId)
      if (!p) throw AppError.validation('display_name', 'is required')
      const docs = await repo.documents(p.id)
      if (p.displayName.trim() === '') throw AppError.validation('display_name', 'is required')
      if (p.about.trim() === '') throw AppError.validation('about', 'is required')
      if (p.subjects.length === 0) throw AppError.validation('subjects', 'name at least one subject')
      if (!docs.some((d) => d.kind === 'identity')) throw AppError.validation('identity', 'an identity document is required')
      const submitted = await repo.transition(p.id, EDITABLE, 'submitted', { submittedAt: now(), lastStep: 'review' })
      if (!submitted) throw AppError.conflict('verify_status', 'the registration changed meanwhile')
      return toRegistration(submitted)
    },

    async list(status, window) {
      const { rows, total } = await repo.list(status, window)
      return {
        items: rows.map((p) => ({
          _id: p.id,
          user_id: p.userId,
          username: p.username,
          display_name: p.displayName || p.username,
          verify_status: p.verifyStatus,
          submitted_at: p.submittedAt?.toISOString() ?? null,
        })),
        total,
        skip: window.skip,
        limit: window.limit,
      }
    },

    detail: detailOf,

    async approve(providerId, reviewerId) {
      const row = await repo.approve(providerId, reviewerId, now())
      if (!row) {
        await detailOf(providerId)
        throw AppError.conflict('verify_status', 'only a submitted registration can be approved')
      }
      await deps.events?.reviewed?.(row.userId, 'approved')
      log.info('provider approved', { providerId, reviewerId })
      return detailOf(providerId)
    },

    async reject(providerId, reviewerId, reason) {
      const row = await repo.transition(providerId, ['submitted'], 'rejected', { rejectionReason: reason, reviewedAt: now(), reviewedBy: reviewerId })
      if (!row) {
        await detailOf(providerId)
        throw AppError.conflict('verify_status', 'only a submitted registration can be rejected')
      }
      await deps.events?.reviewed?.(row.userId, 'rejected')
      log.info('provider rejected', { providerId, reviewerId })
      return detailOf(providerId)
    },

    countByStatus: () => repo.countByStatus(),

    approvedProvider,

    async schedule(userId, offsetHours) {
      const p = await approvedProvider(userId)
      return scheduleAnswer(p.schedule, offsetHours)
    },

    async setSchedule(userId, input) {
      const p = await approvedProvider(userId)
      const weekHours = utcWeekHoursFromGrid(input.opens, input.offset_gmt)
      await repo.setSchedule(p.id, weekHours)
      return scheduleAnswer(weekHours, input.offset_gmt)
    },
  }
}
