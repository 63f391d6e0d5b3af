import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Service } from '~/contract/api/catalogue'
import type { ProviderScheduleInput, ServiceInput } from '~/contract/api/provider-services'
import { unwrap } from '~/app/lib/api/results'
import { createService, deleteService, saveSchedule, setServiceVisibility, updateService } from '~/app/features/my-services/my-services.api'
import { myServicesKeys, type Mine } from '~/app/features/my-services/my-services.queries'

type ListData = Mine<Service[]>

/** Shows or hides a service at once in the list, and puts it back when the backend refuses. */
export function useSetVisibility() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, visible }: { id: string; visible: boolean }) => unwrap(await setServiceVisibility(id, visible)),
    onMutate: async ({ id, visible }) => {
      await client.cancelQueries({ queryKey: myServicesKeys.list() })
      const previous = client.getQueryData<ListData>(myServicesKeys.list())
      client.setQueryData<ListData>(myServicesKeys.list(), (old) =>
        old?.kind === 'provider' ? { ...old, data: old.data.map((s) => (s._id === id ? { ...s, visible } : s)) } : old,
      )
      return { previous }
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(myServicesKeys.list(), context.previous)
    },
    onSettled: () => client.invalidateQueries({ queryKey: myServicesKeys.all }),
  })
}

export function useDeleteService() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => unwrap(await deleteService(id)),
    onSuccess: (_data, id) => {
      client.setQueryData<ListData>(myServicesKeys.list(), (old) => (old?.kind === 'provider' ? { ...old, data: old.data.filter((s) => s._id !== id) } : old))
    },
    onSettled: () => client.invalidateQueries({ queryKey: myServicesKeys.all }),
  })
}

export function useSaveService(id: string | undefined) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: ServiceInput) => unwrap(id ? await updateService(id, input) : await createService(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: myServicesKeys.all }),
  })
}

export function useSaveSchedule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: ProviderScheduleInput) => unwrap(await saveSchedule(input)),
    onSuccess: (saved) => client.setQueryData(myServicesKeys.schedule(saved.offset_gmt), { kind: 'provider', data: saved } as const),
  })
}
