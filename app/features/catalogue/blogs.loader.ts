import type { QueryClient } from '@tanstack/react-query'
import { blogCategoriesQueryOptions, blogListQueryOptions, blogQueryOptions } from './catalogue.queries'

/** A blog list page's data at once: the categories (its menu and its own name) and the page of blogs. */
export async function loadBlogList(queryClient: QueryClient, categoryId: string | undefined, page: number) {
  const [categories] = await Promise.all([
    queryClient.ensureQueryData(blogCategoriesQueryOptions()),
    queryClient.ensureQueryData(blogListQueryOptions(categoryId, page)),
  ])
  return { category: categoryId ? (categories.items.find((c) => c._id === categoryId) ?? null) : undefined }
}

export const loadBlog = (queryClient: QueryClient, id: string) => queryClient.ensureQueryData(blogQueryOptions(id))
