//! The live app's words (`sudoku-explorer serve`): every button, heading
//! and message its page shows. Each catalogue says every [`AppWord`] (one
//! arm each, no fallback), so a word cannot go missing in one language;
//! `GET /api/words` gives them all to the page by [`AppWord::key`]. Words
//! with `{name}` markers are filled in by the page's script.

/// A word or sentence of the app's page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppWord {
    /// The page's title.
    Title,
    /// The tabs: play.
    Play,
    /// The tabs: learn.
    Learn,
    /// The tabs: train.
    Train,
    /// Coach button: the next hint level.
    Hint,
    /// Coach button: check the learner's grid for mistakes.
    Check,
    /// Coach button: show the whole next step.
    ShowStep,
    /// Coach button: apply the next step to the grid.
    ApplyStep,
    /// Undo the last move.
    Undo,
    /// Redo the move undone.
    Redo,
    /// The language switch's label.
    Language,
    /// The name of English in the language switch.
    LangEnglish,
    /// The name of Japanese in the language switch.
    LangJapanese,
    /// The tab bar's label for screen readers.
    Sections,
    /// Shown while the server works.
    Working,
    /// Shown while the server makes a drill position (it can take seconds).
    Generating,
    /// A 503 answer: the server ran out of time ({error} is its message).
    OutOfTime,
    /// The server could not be reached ({error}: the browser's message).
    NetworkError,
    /// An error answer from the server ({error}: its message).
    ServerError,
    /// Closes the status line.
    Dismiss,
    /// The keyboard's keys, under the board.
    KeysHelp,
    /// The heading of the puzzle loader.
    LoadHeading,
    /// The label of the puzzle text box.
    PasteLabel,
    /// Loads the text box's puzzle.
    LoadButton,
    /// The label of the bundled puzzles' list.
    Bundled,
    /// Opens the bundled puzzle chosen.
    OpenBundled,
    /// Asks for a new puzzle whose next step is the technique chosen.
    DrillPuzzle,
    /// A technique chooser's label.
    Technique,
    /// An error in the pasted text ({line}: its line, {error}: what is wrong).
    LineError,
    /// A puzzle of the pasted text, by its line.
    PuzzleAtLine,
    /// The pasted text holds several puzzles ({n}).
    ChooseOne,
    /// A puzzle that cannot be played ({problem}: no solution or several).
    Problem,
    /// No puzzle in the pasted text.
    NoPuzzleFound,
    /// A puzzle was loaded ({name}: where it came from).
    Loaded,
    /// The name of a pasted puzzle.
    Pasted,
    /// Starts the puzzle over from its givens (undoable).
    Restart,
    /// No puzzle yet.
    NoGame,
    /// The board's label for screen readers ({size}: 9x9 ...).
    Board,
    /// The board's label with the selected cell ({cell}).
    BoardSelected,
    /// The lesson example's board, for screen readers.
    LessonBoard,
    /// The digit pad's label for screen readers.
    Pad,
    /// The pad's mode switch's label.
    ModeLabel,
    /// Pad mode: digits are placed.
    ModeDigit,
    /// Pad mode: candidates are struck or restored.
    ModeCandidate,
    /// Pad mode: cells and candidates are coloured.
    ModeColour,
    /// Takes a placed digit out of the selected cell.
    ClearCell,
    /// Colours the selected cell in the colour chosen.
    ColourCell,
    /// A colour swatch ({n}: its number).
    ColourN,
    /// Takes every learner colour off the board.
    ClearColours,
    /// How colour mode works.
    ColourHelp,
    /// The pencil marks' setting.
    Pencil,
    /// Pencil marks recomputed from the digits.
    PencilAuto,
    /// Pencil marks written by hand.
    PencilHand,
    /// Writes every candidate the digits leave (by-hand marks).
    FillCandidates,
    /// The highlight buttons' label.
    Highlight,
    /// A highlight button ({n}: the digit), for screen readers.
    HighlightDigit,
    /// Highlights cells with exactly two candidates.
    Bivalue,
    /// The grid is full and right.
    Solved,
    /// The grid is full but not right.
    FullNotRight,
    /// A click on a given.
    Given,
    /// A pad button without a selected cell.
    SelectFirst,
    /// The coach panel's heading.
    Coach,
    /// A hint's level ({n} of 4).
    HintLevel,
    /// Every hint level for this position was shown.
    HintsDone,
    /// The 'techniques I know' setting.
    Known,
    /// Every technique known.
    KnownAll,
    /// Techniques known up to a tier ({tier}).
    KnownUpTo,
    /// The basic tier.
    TierBasic,
    /// The tough tier.
    TierTough,
    /// The diabolical tier.
    TierDiabolical,
    /// The extreme tier.
    TierExtreme,
    /// Links a hint's technique to its lesson ({name}).
    LessonLink,
    /// The heading of the why / why not question.
    WhyHeading,
    /// The why box's label.
    WhyLabel,
    /// Asks about the moves typed.
    WhyAsk,
    /// Writes the selected cell and the pad's digit in the why box.
    WhyFromCell,
    /// The why box is empty.
    WhyEmpty,
    /// Asks for the walkthrough from the learner's grid.
    Walkthrough,
    /// Above the walkthrough's list.
    WalkthroughNote,
    /// The step was applied ({text}: what it did).
    StepApplied,
    /// Check found no mistake (the page's words when the server says nothing).
    CheckNone,
    /// The lesson list's heading.
    Lessons,
    /// Back to the lesson list.
    AllLessons,
    /// A lesson's rule heading.
    Rule,
    /// A lesson's worked example heading.
    Example,
    /// A lesson without a worked example.
    NoExample,
    /// The previous lesson.
    Previous,
    /// The next lesson.
    Next,
    /// A lesson's SE rating ({se}).
    SeRating,
    /// Starts a drill of the lesson's technique.
    PracticeThis,
    /// The drill setup's heading.
    DrillHeading,
    /// How many positions a drill has.
    DrillCount,
    /// Starts a drill.
    Start,
    /// Before a drill starts.
    DrillIntro,
    /// Which drill position ({i} of {n}, {name}: the technique).
    DrillOf,
    /// Ends the drill before its last position.
    StopDrill,
    /// Grades the learner's answer.
    CheckAnswer,
    /// Takes the learner's changes back to try again.
    Retry,
    /// The next drill position.
    NextPosition,
    /// The drill is finished ({right} of {n} right first time).
    DrillDone,
    /// Check answer with no change made.
    NoAnswer,
    /// The progress table's heading.
    Progress,
    /// Progress column: positions tried.
    Attempts,
    /// Progress column: right at the first check.
    RightFirst,
    /// Progress column: hints asked for.
    HintsUsed,
    /// No drill yet.
    NoProgress,
    /// Downloads the progress as JSON.
    ExportProgress,
    /// Resets the progress (after asking).
    ResetProgress,
    /// Asks before resetting the progress.
    ConfirmReset,
    /// No technique chosen.
    ChooseTechnique,
    /// A label and its text ({label}, {text}): `Lesson: X-Wing`.
    Labelled,
    /// A name and a note on it ({name}, {note}): `numpre1.txt:1 (X-Wing)`.
    WithNote,
}

impl AppWord {
    /// Every word, in the order the page lists them.
    pub const ALL: &'static [AppWord] = &[
        AppWord::Title,
        AppWord::Play,
        AppWord::Learn,
        AppWord::Train,
        AppWord::Hint,
        AppWord::Check,
        AppWord::ShowStep,
        AppWord::ApplyStep,
        AppWord::Undo,
        AppWord::Redo,
        AppWord::Language,
        AppWord::LangEnglish,
        AppWord::LangJapanese,
        AppWord::Sections,
        AppWord::Working,
        AppWord::Generating,
        AppWord::OutOfTime,
        AppWord::NetworkError,
        AppWord::ServerError,
        AppWord::Dismiss,
        AppWord::KeysHelp,
        AppWord::LoadHeading,
        AppWord::PasteLabel,
        AppWord::LoadButton,
        AppWord::Bundled,
        AppWord::OpenBundled,
        AppWord::DrillPuzzle,
        AppWord::Technique,
        AppWord::LineError,
        AppWord::PuzzleAtLine,
        AppWord::ChooseOne,
        AppWord::Problem,
        AppWord::NoPuzzleFound,
        AppWord::Loaded,
        AppWord::Pasted,
        AppWord::Restart,
        AppWord::NoGame,
        AppWord::Board,
        AppWord::BoardSelected,
        AppWord::LessonBoard,
        AppWord::Pad,
        AppWord::ModeLabel,
        AppWord::ModeDigit,
        AppWord::ModeCandidate,
        AppWord::ModeColour,
        AppWord::ClearCell,
        AppWord::ColourCell,
        AppWord::ColourN,
        AppWord::ClearColours,
        AppWord::ColourHelp,
        AppWord::Pencil,
        AppWord::PencilAuto,
        AppWord::PencilHand,
        AppWord::FillCandidates,
        AppWord::Highlight,
        AppWord::HighlightDigit,
        AppWord::Bivalue,
        AppWord::Solved,
        AppWord::FullNotRight,
        AppWord::Given,
        AppWord::SelectFirst,
        AppWord::Coach,
        AppWord::HintLevel,
        AppWord::HintsDone,
        AppWord::Known,
        AppWord::KnownAll,
        AppWord::KnownUpTo,
        AppWord::TierBasic,
        AppWord::TierTough,
        AppWord::TierDiabolical,
        AppWord::TierExtreme,
        AppWord::LessonLink,
        AppWord::WhyHeading,
        AppWord::WhyLabel,
        AppWord::WhyAsk,
        AppWord::WhyFromCell,
        AppWord::WhyEmpty,
        AppWord::Walkthrough,
        AppWord::WalkthroughNote,
        AppWord::StepApplied,
        AppWord::CheckNone,
        AppWord::Lessons,
        AppWord::AllLessons,
        AppWord::Rule,
        AppWord::Example,
        AppWord::NoExample,
        AppWord::Previous,
        AppWord::Next,
        AppWord::SeRating,
        AppWord::PracticeThis,
        AppWord::DrillHeading,
        AppWord::DrillCount,
        AppWord::Start,
        AppWord::DrillIntro,
        AppWord::DrillOf,
        AppWord::StopDrill,
        AppWord::CheckAnswer,
        AppWord::Retry,
        AppWord::NextPosition,
        AppWord::DrillDone,
        AppWord::NoAnswer,
        AppWord::Progress,
        AppWord::Attempts,
        AppWord::RightFirst,
        AppWord::HintsUsed,
        AppWord::NoProgress,
        AppWord::ExportProgress,
        AppWord::ResetProgress,
        AppWord::ConfirmReset,
        AppWord::ChooseTechnique,
        AppWord::Labelled,
        AppWord::WithNote,
    ];

    /// The name the page's script knows the word by.
    pub fn key(self) -> &'static str {
        match self {
            AppWord::Title => "title",
            AppWord::Play => "play",
            AppWord::Learn => "learn",
            AppWord::Train => "train",
            AppWord::Hint => "hint",
            AppWord::Check => "check",
            AppWord::ShowStep => "showStep",
            AppWord::ApplyStep => "applyStep",
            AppWord::Undo => "undo",
            AppWord::Redo => "redo",
            AppWord::Language => "language",
            AppWord::LangEnglish => "langEnglish",
            AppWord::LangJapanese => "langJapanese",
            AppWord::Sections => "sections",
            AppWord::Working => "working",
            AppWord::Generating => "generating",
            AppWord::OutOfTime => "outOfTime",
            AppWord::NetworkError => "networkError",
            AppWord::ServerError => "serverError",
            AppWord::Dismiss => "dismiss",
            AppWord::KeysHelp => "keysHelp",
            AppWord::LoadHeading => "loadHeading",
            AppWord::PasteLabel => "pasteLabel",
            AppWord::LoadButton => "loadButton",
            AppWord::Bundled => "bundled",
            AppWord::OpenBundled => "openBundled",
            AppWord::DrillPuzzle => "drillPuzzle",
            AppWord::Technique => "technique",
            AppWord::LineError => "lineError",
            AppWord::PuzzleAtLine => "puzzleAtLine",
            AppWord::ChooseOne => "chooseOne",
            AppWord::Problem => "problem",
            AppWord::NoPuzzleFound => "noPuzzleFound",
            AppWord::Loaded => "loaded",
            AppWord::Pasted => "pasted",
            AppWord::Restart => "restart",
            AppWord::NoGame => "noGame",
            AppWord::Board => "board",
            AppWord::BoardSelected => "boardSelected",
            AppWord::LessonBoard => "lessonBoard",
            AppWord::Pad => "pad",
            AppWord::ModeLabel => "modeLabel",
            AppWord::ModeDigit => "modeDigit",
            AppWord::ModeCandidate => "modeCandidate",
            AppWord::ModeColour => "modeColour",
            AppWord::ClearCell => "clearCell",
            AppWord::ColourCell => "colourCell",
            AppWord::ColourN => "colourN",
            AppWord::ClearColours => "clearColours",
            AppWord::ColourHelp => "colourHelp",
            AppWord::Pencil => "pencil",
            AppWord::PencilAuto => "pencilAuto",
            AppWord::PencilHand => "pencilHand",
            AppWord::FillCandidates => "fillCandidates",
            AppWord::Highlight => "highlight",
            AppWord::HighlightDigit => "highlightDigit",
            AppWord::Bivalue => "bivalue",
            AppWord::Solved => "solved",
            AppWord::FullNotRight => "fullNotRight",
            AppWord::Given => "given",
            AppWord::SelectFirst => "selectFirst",
            AppWord::Coach => "coach",
            AppWord::HintLevel => "hintLevel",
            AppWord::HintsDone => "hintsDone",
            AppWord::Known => "known",
            AppWord::KnownAll => "knownAll",
            AppWord::KnownUpTo => "knownUpTo",
            AppWord::TierBasic => "tierBasic",
            AppWord::TierTough => "tierTough",
            AppWord::TierDiabolical => "tierDiabolical",
            AppWord::TierExtreme => "tierExtreme",
            AppWord::LessonLink => "lessonLink",
            AppWord::WhyHeading => "whyHeading",
            AppWord::WhyLabel => "whyLabel",
            AppWord::WhyAsk => "whyAsk",
            AppWord::WhyFromCell => "whyFromCell",
            AppWord::WhyEmpty => "whyEmpty",
            AppWord::Walkthrough => "walkthrough",
            AppWord::WalkthroughNote => "walkthroughNote",
            AppWord::StepApplied => "stepApplied",
            AppWord::CheckNone => "checkNone",
            AppWord::Lessons => "lessons",
            AppWord::AllLessons => "allLessons",
            AppWord::Rule => "rule",
            AppWord::Example => "example",
            AppWord::NoExample => "noExample",
            AppWord::Previous => "previous",
            AppWord::Next => "next",
            AppWord::SeRating => "seRating",
            AppWord::PracticeThis => "practiceThis",
            AppWord::DrillHeading => "drillHeading",
            AppWord::DrillCount => "drillCount",
            AppWord::Start => "start",
            AppWord::DrillIntro => "drillIntro",
            AppWord::DrillOf => "drillOf",
            AppWord::StopDrill => "stopDrill",
            AppWord::CheckAnswer => "checkAnswer",
            AppWord::Retry => "retry",
            AppWord::NextPosition => "nextPosition",
            AppWord::DrillDone => "drillDone",
            AppWord::NoAnswer => "noAnswer",
            AppWord::Progress => "progress",
            AppWord::Attempts => "attempts",
            AppWord::RightFirst => "rightFirst",
            AppWord::HintsUsed => "hintsUsed",
            AppWord::NoProgress => "noProgress",
            AppWord::ExportProgress => "exportProgress",
            AppWord::ResetProgress => "resetProgress",
            AppWord::ConfirmReset => "confirmReset",
            AppWord::ChooseTechnique => "chooseTechnique",
            AppWord::Labelled => "labelled",
            AppWord::WithNote => "withNote",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use std::collections::HashSet;

    #[test]
    fn every_word_has_one_key_and_words_in_each_language() {
        let keys: HashSet<&str> = AppWord::ALL.iter().map(|w| w.key()).collect();
        assert_eq!(keys.len(), AppWord::ALL.len(), "two words share a key");
        for lang in [Lang::En, Lang::Ja] {
            for &w in AppWord::ALL {
                assert!(
                    !lang.catalogue().app_word(w).is_empty(),
                    "{w:?} in {lang:?}"
                );
            }
        }
    }

    /// Japanese words use full-width colons and brackets (`レッスン：X`,
    /// `（例：r3c4=5）`), as Japanese text is set.
    #[test]
    fn japanese_words_use_full_width_colons_and_brackets() {
        for &w in AppWord::ALL {
            let ja = Lang::Ja.catalogue().app_word(w);
            assert!(!ja.contains(": ") && !ja.contains(" ("), "{w:?}: {ja}");
        }
    }

    #[test]
    fn both_languages_fill_in_the_same_markers() {
        let markers = |s: &str| {
            let mut found: Vec<String> = s
                .split('{')
                .skip(1)
                .filter_map(|part| part.split_once('}').map(|(name, _)| name.to_string()))
                .collect();
            found.sort();
            found
        };
        for &w in AppWord::ALL {
            let en = Lang::En.catalogue().app_word(w);
            let ja = Lang::Ja.catalogue().app_word(w);
            assert_eq!(markers(en), markers(ja), "{w:?}");
        }
    }
}
