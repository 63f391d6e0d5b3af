import type { HTMLAttributes, ReactNode } from 'react'
import { t } from '~/app/lib/i18n/th-admin'
import { ADMIN_PAGE_SIZE } from '~/app/features/admin/admin.queries'
import { AdminEmpty, AdminPager, type PageLink } from './admin-states'

/**
 * A column of a staff table: its heading, written once, is also each cell's label in the phone
 * layout (where a row becomes a card). A row-header column names its row for screen readers.
 */
export type StaffColumn<T> = { label: string; cell: (row: T) => ReactNode; className?: string; rowHeader?: true }

/** A staff table: one heading row, then a row per item. */
export function StaffTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  className,
  labelledBy,
}: {
  columns: readonly StaffColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>
  className?: string
  labelledBy?: string
}) {
  return (
    <table className={className ? `admin-table ${className}` : 'admin-table'} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.label} scope="row" className={column.className}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.label} data-label={column.label} className={column.className}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A paged staff list: how many there are, the table (or what an empty page means), and the pager.
 * `empty` is the text for a first page with nothing; a later page with nothing says so itself.
 */
export function StaffList<T extends { _id: string }>({
  total,
  items,
  page,
  empty,
  columns,
  rowProps,
  pageLink,
}: {
  total: number
  items: readonly T[]
  page: number
  empty: string
  columns: readonly StaffColumn<T>[]
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>
  pageLink: PageLink
}) {
  return (
    <>
      <p className="muted" aria-live="polite">
        {t('admin.common.total', { count: total })}
      </p>
      {items.length === 0 ? (
        <AdminEmpty>{page > 0 ? t('admin.common.pageEmpty') : empty}</AdminEmpty>
      ) : (
        <StaffTable columns={columns} rows={items} rowKey={(row) => row._id} rowProps={rowProps} />
      )}
      <AdminPager page={page} total={total} size={ADMIN_PAGE_SIZE} link={pageLink} />
    </>
  )
}
