// lackpy is a Python dialect: highlight its example blocks (`lackpy`) as
// Python, and literate documents (`lackpy-document`) as the markdown they
// are. highlight.js knows neither name, so mdBook's own pass (book.js, which
// runs before this file) left those blocks plain.
(function () {
    if (typeof hljs === 'undefined') {
        return;
    }
    hljs.registerAliases(['lackpy'], { languageName: 'python' });
    hljs.registerAliases(['lackpy-document'], { languageName: 'markdown' });
    document
        .querySelectorAll('code.language-lackpy, code.language-lackpy-document')
        .forEach(function (block) {
            hljs.highlightBlock(block);
        });
})();
