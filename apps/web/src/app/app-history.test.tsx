import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppHistory, AppRouter } from './app-history';

describe('the router over the storefront history', () => {
  it('shows an address that changed while its first render was under way, not the one it started from', async () => {
    const history = AppHistory.memory('/store/account');
    let moved = false;
    function Where() {
      // stands for a link followed or a hash typed between the first render and the router's listening
      if (!moved) {
        moved = true;
        history.navigate('/store/search?q=racao');
      }
      const location = useLocation();
      return <p>{`${location.pathname}${location.search}`}</p>;
    }
    render(
      <AppRouter history={history}>
        <Where />
      </AppRouter>,
    );
    expect(await screen.findByText('/store/search?q=racao')).toBeTruthy();
  });
});
