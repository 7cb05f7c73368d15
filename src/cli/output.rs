//! Files the commands write (`render -o`, `hint --svg`, pages, worksheets),
//! so that writing one never destroys anything else:
//!
//! ```text
//!   create(path)  refuse an output that is an input; follow a symlink to
//!                 its target; create  .NAME.PID-K.partial  beside it now
//!                 (an unwritable place is told before any work is done)
//!   finish(bytes) write the temporary file, give it the old file's mode,
//!                 rename it over the target: the old file or the new one,
//!                 never half of one (dropped unfinished: the temporary
//!                 file is removed)
//! ```
//!
//! Anything else that exists at the path (`/dev/null`, a pipe, a
//! terminal) is written to as it is: a rename would put a regular file in
//! its place.

use super::input::name;
use std::fs::{self, File, OpenOptions, Permissions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use sudoku_explorer::lang::problem::IoProblem;
use sudoku_explorer::lang::Problem;

/// An output file being written.
pub struct Output {
    /// The name as the user gave it, for messages.
    shown: String,
    way: Way,
}

enum Way {
    /// A regular file, or none yet: a temporary file beside the target,
    /// renamed over it by `finish` (None once renamed).
    Replace {
        target: PathBuf,
        temp: Option<(PathBuf, File)>,
        /// The mode of the file replaced (its permissions are kept).
        mode: Option<Permissions>,
    },
    /// Something else that exists there: written to as it is.
    Direct(File),
}

/// How many temporary names are tried before giving up (another process
/// of this command writing the same file takes one each).
const TEMPORARY_NAMES: u32 = 1000;

impl Output {
    /// Starts writing `path`, which must not be one of `inputs` (`-`, for
    /// standard input, is none).
    pub fn create(path: &Path, inputs: &[&Path]) -> Result<Output, Problem> {
        let shown = name(path);
        let said =
            |e: io::Error| Problem::in_file(shown.clone(), Problem::Io(IoProblem::writing(&e)));
        if inputs.iter().any(|input| same_file(path, input)) {
            return Err(Problem::in_file(shown, Problem::OutputIsAnInput));
        }
        let target = through_symlinks(path);
        match fs::metadata(&target) {
            Ok(m) if m.is_dir() => Err(Problem::in_file(shown, Problem::IsAFolder)),
            Ok(m) if !m.is_file() => {
                let file = OpenOptions::new().write(true).open(&target).map_err(said)?;
                Ok(Output {
                    shown,
                    way: Way::Direct(file),
                })
            }
            existing => {
                let mode = existing.ok().map(|m| m.permissions());
                if mode.is_none() {
                    // A name the file system refuses (too long, a folder
                    // that is missing) is told now, not after the work.
                    OpenOptions::new()
                        .write(true)
                        .create_new(true)
                        .open(&target)
                        .and_then(|_| fs::remove_file(&target))
                        .map_err(said)?;
                }
                let temp = temporary_beside(&target).map_err(said)?;
                Ok(Output {
                    shown,
                    way: Way::Replace {
                        target,
                        temp: Some(temp),
                        mode,
                    },
                })
            }
        }
    }

    /// Writes `bytes` at once (where the target is written to directly,
    /// as `/dev/full` is, a full device is told before any more work).
    pub fn write_now(&mut self, bytes: &[u8]) -> Result<(), Problem> {
        let written = match &mut self.way {
            Way::Direct(file) => file.write_all(bytes),
            Way::Replace {
                temp: Some((_, file)),
                ..
            } => file.write_all(bytes),
            Way::Replace { temp: None, .. } => Ok(()),
        };
        written.map_err(|e| self.said(e))
    }

    /// Writes the rest and puts the file in place.
    pub fn finish(mut self, bytes: &[u8]) -> Result<(), Problem> {
        self.write_now(bytes)?;
        if let Way::Replace { target, temp, mode } = &mut self.way {
            if let Some((path, file)) = temp.take() {
                let kept = match mode {
                    Some(mode) => file.set_permissions(mode.clone()),
                    None => Ok(()),
                };
                let placed = kept.and_then(|()| {
                    drop(file);
                    fs::rename(&path, &*target)
                });
                if let Err(e) = placed {
                    let _ = fs::remove_file(&path);
                    return Err(self.said(e));
                }
            }
        }
        Ok(())
    }

    fn said(&self, e: io::Error) -> Problem {
        Problem::in_file(self.shown.clone(), Problem::Io(IoProblem::writing(&e)))
    }
}

impl Drop for Output {
    /// An output never finished (an error, a panic) leaves no temporary file.
    fn drop(&mut self) {
        if let Way::Replace {
            temp: Some((path, _)),
            ..
        } = &self.way
        {
            let _ = fs::remove_file(path);
        }
    }
}

/// Writes a whole file at once (see the module doc).
pub fn write_whole(path: &Path, bytes: &[u8], inputs: &[&Path]) -> Result<(), Problem> {
    Output::create(path, inputs)?.finish(bytes)
}

/// Whether two paths name the same existing file (through links).
fn same_file(a: &Path, b: &Path) -> bool {
    if b.as_os_str() == "-" {
        return false;
    }
    let (Ok(ma), Ok(mb)) = (fs::metadata(a), fs::metadata(b)) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        ma.dev() == mb.dev() && ma.ino() == mb.ino()
    }
    #[cfg(not(unix))]
    {
        let _ = (ma, mb);
        matches!((fs::canonicalize(a), fs::canonicalize(b)), (Ok(x), Ok(y)) if x == y)
    }
}

/// Where a path's symbolic links lead (a link's target is what gets
/// written, so the link stays a link), even to a file not there yet.
fn through_symlinks(path: &Path) -> PathBuf {
    let mut at = path.to_path_buf();
    // Links to links, as the system follows them, 40 at most.
    for _ in 0..40 {
        match fs::read_link(&at) {
            Ok(to) if to.is_absolute() => at = to,
            Ok(to) => at = at.parent().unwrap_or(Path::new("")).join(to),
            Err(_) => break,
        }
    }
    at
}

/// A new file `.NAME.PID-K.partial` in the target's folder: unique, so
/// nobody's file is replaced, and short, so any name that fits fits.
fn temporary_beside(target: &Path) -> io::Result<(PathBuf, File)> {
    let folder = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let stem: String = target
        .file_name()
        .map(|n| n.to_string_lossy().chars().take(32).collect())
        .unwrap_or_default();
    let pid = std::process::id();
    let mut last = io::Error::from(io::ErrorKind::AlreadyExists);
    for k in 0..TEMPORARY_NAMES {
        let temp = folder.join(format!(".{stem}.{pid}-{k}.partial"));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = e,
            Err(e) => return Err(e),
        }
    }
    Err(last)
}
