import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DocumentKind, ProviderRegistration, SaveRegistrationRequest } from '~/contract/api/provider'
import type { ApiResult } from '~/app/lib/api/client'
import { unwrap } from '~/app/lib/api/results'
import { removeDocument, saveRegistration, submitRegistration, uploadDocument } from '~/app/features/provider/provider.api'
import { providerKeys } from '~/app/features/provider/provider.queries'

// Beside provider.queries.ts rather than in it: the account menu reads the registration on every
// page, and these writes belong to the registration page alone (kept out of the first load).
/** A write to the registration: every one answers with the whole registration, which replaces the cached one. */
function useRegistrationWrite<V>(userId: string | null, write: (variables: V) => Promise<ApiResult<ProviderRegistration>>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (variables: V) => unwrap(await write(variables)),
    onSuccess: (registration) => client.setQueryData(providerKeys.registration(userId), registration),
  })
}

/** Saves the form's fields and the step the user goes to. */
export const useSaveRegistration = (userId: string | null) =>
  useRegistrationWrite(userId, (changes: SaveRegistrationRequest) => saveRegistration(changes))

/** Hands the registration to staff for review. */
export const useSubmitRegistration = (userId: string | null) => useRegistrationWrite(userId, (_: void) => submitRegistration())

export const useUploadDocument = (userId: string | null) =>
  useRegistrationWrite(userId, ({ kind, file }: { kind: DocumentKind; file: File }) => uploadDocument(kind, file))

/** Removes a document by its id. */
export const useRemoveDocument = (userId: string | null) => useRegistrationWrite(userId, (documentId: string) => removeDocument(documentId))
