// A diagram's document is the largest thing the designer loads: ask for it now, while the
// application's code is still downloading (src/features/editor/api/project.ts takes it).
// A file of its own rather than inline: the Content-Security-Policy allows no inline script.
(function () {
  var match = location.pathname.match(/^\/projects\/(\d+)$/);
  var token = localStorage.getItem("access");
  if (!match || !token) return;
  window.__relataPrefetch = {
    id: Number(match[1]),
    response: fetch("/api/projects/" + match[1], { headers: { Authorization: "Bearer " + token } }),
  };
})();
