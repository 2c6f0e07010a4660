/**
 * Swagger UI lays an operation out for a desktop: a three-column response table, wide paddings and the
 * method, path and summary on one line. Below 600 px this puts each on its own line and drops the empty
 * Links column, so nothing is wider than the phone (docs/decisions/0033).
 */
export const NARROW_SCREENS_CSS = `@media (max-width: 600px) {
  .swagger-ui .wrapper { padding: 0 10px; }
  .swagger-ui .info { margin: 24px 0; }
  .swagger-ui .opblock-tag { padding: 10px 4px; }
  .swagger-ui .opblock .opblock-summary-control { flex-wrap: wrap; row-gap: 4px; }
  .swagger-ui .opblock .opblock-summary-path-description-wrapper { flex: 1 1 100%; flex-wrap: wrap; padding: 0; }
  .swagger-ui .opblock .opblock-summary-path { flex: 1 1 100%; max-width: 100%; }
  .swagger-ui .opblock .opblock-summary-description { flex: 1 1 100%; }
  .swagger-ui .opblock-body .opblock-section-header { flex-wrap: wrap; padding: 8px 10px; }
  .swagger-ui .opblock-description-wrapper, .swagger-ui .opblock-title_normal { padding: 10px; }
  .swagger-ui .execute-wrapper, .swagger-ui .responses-inner { padding: 10px; }
  .swagger-ui table.responses-table thead, .swagger-ui table.responses-table .response-col_links { display: none; }
  .swagger-ui table.responses-table tr.response, .swagger-ui table.responses-table td { display: block; padding: 4px 0; }
  .swagger-ui table.responses-table tr.response { padding: 10px 0; border-bottom: 1px solid rgba(59, 65, 81, 0.2); }
  .swagger-ui table.parameters tr, .swagger-ui table.parameters td { display: block; }
  .swagger-ui .model-box { padding: 6px; }
}
`;
