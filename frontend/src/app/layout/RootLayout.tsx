import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";

import { useMe } from "@/shared/auth/useMe";

import { Footer } from "./Footer";
import { Header } from "./Header";

/** Scroll returns to the top on every navigation (spec 000 §2); anchors still scroll to their target. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export function RootLayout() {
  useMe(); // keeps the stored user fresh and signs out silently if the session is gone
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
