import type { HttpClient } from '../../lib/http-client';

/**
 * 'Adicionar à agenda': the appointment's .ics from the API (owner only, so with the bearer) saved through a Blob URL;
 * a plain link could not carry the token.
 */
export async function downloadIcs(http: HttpClient, id: string): Promise<void> {
  const blob = await http.blob(`/api/appointments/${encodeURIComponent(id)}.ics`, { bearer: true, timeoutMs: 15_000 });
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `agendamento-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the URL; release it after the click has been handled
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
