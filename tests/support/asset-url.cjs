// What Vite makes of an `import x from 'file?url'` (the file's address), for the modules jest loads outside Vite.
module.exports = '/assets/file';
