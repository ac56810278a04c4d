import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppHistory, AppRouter } from './app-history';
import { openModals } from '../lib/open-modals';

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

describe("spec 2's modal guard over the history", () => {
  afterEach(cleanup);
  function Where() {
    const location = useLocation();
    return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
  }
  /** A history on /store, the router over it, and a modal that opens with `open()` and closes with the returned call. */
  function setUp(path = '/store') {
    const history = AppHistory.memory(path);
    render(
      <AppRouter history={history}>
        <Where />
      </AppRouter>,
    );
    const closed: string[] = [];
    const open = (name: string) => {
      let unregister = () => {};
      unregister = openModals.push(() => {
        closed.push(name);
        unregister();
      });
      return unregister;
    };
    const back = () => act(() => history.navigator.go(-1));
    return { history, open, closed, back, where: () => screen.getByTestId('where').textContent };
  }

  it("back on the first page opened closes the modal and stays on the page (the browser's history)", async () => {
    // the window's history has this one entry only: before the step, back had nothing to take off (a phone left the
    // store) and the modal stayed open
    window.history.replaceState(null, '', '#/store');
    const history = AppHistory.hash();
    render(
      <AppRouter history={history}>
        <Where />
      </AppRouter>,
    );
    const closed: string[] = [];
    const unregister = openModals.push(() => {
      closed.push('drawer');
      unregister();
    });
    window.history.back();
    await waitFor(() => expect(closed).toEqual(['drawer']));
    expect(screen.getByTestId('where').textContent).toBe('/store');
    expect(window.location.hash).toBe('#/store');
  });

  it('back on the first page opened closes the modal and stays on the page', () => {
    const { history, open, closed, back, where } = setUp();
    act(() => void open('drawer'));
    back();
    expect(closed).toEqual(['drawer']);
    expect(where()).toBe('/store');
    expect(history.location.pathname).toBe('/store');
  });

  it('a modal closed by its own button leaves its step, and one back is still one page', () => {
    const { history, open, back, where } = setUp('/about');
    act(() => history.navigate('/store'));
    const close = open('sheet');
    act(() => close());
    act(() => history.navigate('/store/search?q=racao'));
    back();
    expect(where()).toBe('/store');
    // the page under the step is the same page: skipped
    back();
    expect(where()).toBe('/about');
  });

  it('a modal opened again on its old step uses it, and back closes only that modal', () => {
    const { open, closed, back, where } = setUp('/about');
    const close = open('drawer');
    act(() => close());
    act(() => void open('map'));
    back();
    expect(closed).toEqual(['map']);
    expect(where()).toBe('/about');
  });

  it('nested modals close one per back, the page staying', () => {
    const { history, open, closed, back, where } = setUp('/about');
    act(() => history.navigate('/account/address'));
    act(() => void open('sheet'));
    act(() => void open('map'));
    back();
    back();
    expect(closed).toEqual(['map', 'sheet']);
    expect(where()).toBe('/account/address');
    back();
    expect(where()).toBe('/about');
  });

  it("a correction of the page's address made with a modal open survives the back that closes it", () => {
    const { history, open, closed, back, where } = setUp('/account?verified=1');
    act(() => void open('verified'));
    act(() => history.navigate('/account', undefined, true));
    back();
    expect(closed).toEqual(['verified']);
    expect(where()).toBe('/account');
    expect(`${history.location.pathname}${history.location.search}`).toBe('/account');
  });
});
