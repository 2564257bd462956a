// The light or dark look, set before the first paint so a dark page never flashes white (the
// application's code takes over in src/shared/theme/theme.ts). A file of its own rather than
// inline: the Content-Security-Policy allows no inline script.
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem("theme");
  } catch (e) {
    choice = null;
  }
  if (choice !== "light" && choice !== "dark") {
    choice = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  var root = document.documentElement;
  if (choice === "dark") root.classList.add("dark");
  root.style.colorScheme = choice;
})();
