import { Outlet } from 'react-router';
import { PromptHost } from '../../components/prompt/prompt-host';
import { UpdatePrompt } from '../../components/update-prompt';
import { useServices } from '../../lib/services';
import { RouteEffects } from './route-effects';

/** Wraps every route: the query-string effects, the modal navigation guard and the prompt system. */
export function RootLayout() {
  const { prompts } = useServices();
  return (
    <>
      <RouteEffects />
      <Outlet />
      <PromptHost store={prompts} />
      <UpdatePrompt />
    </>
  );
}
