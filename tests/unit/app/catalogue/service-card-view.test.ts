import { describe, expect, it } from 'vitest'
import { categorySchema, serviceCardSchema, type ServiceCard, type ServicePage } from '~/contract/api/catalogue'
import { categoryTileViews, providerProfileView, serviceCardView, serviceCardViewPage } from '~/app/features/catalogue/service-card-view'
import { serviceCardFields } from './service-fixture'

const service: ServiceCard = serviceCardSchema.parse(serviceCardFields)

describe('serviceCardView', () => {
  it('keeps what a card shows and nothing else: the cover, title, price, rating, category and provider names, the provider picture', () => {
    expect(serviceCardView(service)).toEqual({
      _id: '65a000000000000000000001',
      title: 'ติวคณิตศาสตร์ ม.ปลาย',
      price: 450,
      thumbnails: ['/images/covers/service-01-calculus.svg'],
      rating: { average: 4.4, count: 5 },
      category: { name: 'คณิตศาสตร์' },
      provider: { display_name: 'ครูพลอย', profile_picture: null },
    })
  })

  it('gives a service without pictures no cover', () => {
    expect(serviceCardView({ ...service, thumbnails: [] }).thumbnails).toEqual([])
  })

  it('keeps a page’s paging as it was', () => {
    const page: ServicePage = { items: [service, { ...service, _id: '65a000000000000000000002' }], total: 31, skip: 12, limit: 12 }
    const view = serviceCardViewPage(page)
    expect(view).toMatchObject({ total: 31, skip: 12, limit: 12 })
    expect(view.items.map((item) => item._id)).toEqual(['65a000000000000000000001', '65a000000000000000000002'])
  })
})

describe('providerProfileView', () => {
  it('keeps the profile and each of its services as its card', () => {
    const profile = { username: 'kru_ploy', display_name: 'ครูพลอย', profile_picture: null, about: 'ครูคณิต', provider_id: '65f400000000000000000001', rating: { average: 4.2, count: 19 }, services: [service] }
    expect(providerProfileView(profile)).toEqual({ ...profile, services: [serviceCardView(service)] })
  })
})

describe('categoryTileViews', () => {
  it('keeps what a tile or chip shows of each top category, in order: the id, name, square picture and count', () => {
    const category = categorySchema.parse({
      _id: '65f100000000000000000001',
      name: 'ติวเตอร์',
      description: 'เรียนพิเศษตัวต่อตัว',
      picture: '/images/covers/category-tutoring.svg',
      picture_square: '/images/covers/category-tutoring-square.svg',
      picture_landscape: '/images/covers/category-tutoring-wide.svg',
      level: 1,
      locale: { EN: 'Tutoring', TH: 'ติวเตอร์', CN: '家教辅导' },
      tree: [],
      parent_id: null,
      last_node_info: { is_last_node: false, service_count: 15 },
      hamburger_bar_visible: true,
    })
    const second = { ...category, _id: '65f100000000000000000002', name: 'ภาษา', picture_square: '', last_node_info: { is_last_node: true, service_count: 0 } }
    expect(categoryTileViews({ items: [category, second], total: 2, skip: 0, limit: 100 })).toEqual([
      { _id: '65f100000000000000000001', name: 'ติวเตอร์', picture_square: '/images/covers/category-tutoring-square.svg', last_node_info: { service_count: 15 } },
      { _id: '65f100000000000000000002', name: 'ภาษา', picture_square: '', last_node_info: { service_count: 0 } },
    ])
  })
})
