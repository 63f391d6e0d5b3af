import { t } from '~/app/lib/i18n/th-policies'

export function SessionPolicy() {
  const sections = [
    { title: t('policies.session.joinTitle'), items: [t('policies.session.join1'), t('policies.session.join2'), t('policies.session.join3')] },
    { title: t('policies.session.conductTitle'), items: [t('policies.session.conduct1'), t('policies.session.conduct2'), t('policies.session.conduct3')] },
    { title: t('policies.session.changesTitle'), items: [t('policies.session.changes1'), t('policies.session.changes2')] },
  ]
  return (
    <article className="page prose">
      <h1>{t('pages.sessionPolicy.title')}</h1>
      <p>{t('policies.session.intro')}</p>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  )
}
