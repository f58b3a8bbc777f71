/** What a template (freight service) name says about the service (SPEC §4). */
export interface TemplateNameFlags {
  noPickup: boolean;
  dap: boolean;
  exw: boolean;
}

export function templateNameFlags(templateName: string): TemplateNameFlags {
  const name = templateName.toLowerCase();
  return { noPickup: name.includes('_nopickup'), dap: name.includes('_dap'), exw: name.includes('_exw') };
}
