/**
 * Node identifiers: the business is one node for the whole site; every other
 * node belongs to the page at `pageUrl`.
 */
export const businessId = (siteUrl: string) => `${siteUrl}/#business`;
export const serviceAreaId = (siteUrl: string) => `${siteUrl}/#service-area`;
export const pageNodeId = (pageUrl: string) => `${pageUrl}#webpage`;
export const breadcrumbId = (pageUrl: string) => `${pageUrl}#breadcrumb`;
export const serviceId = (pageUrl: string) => `${pageUrl}#service`;
