//! The live app's words in English.

use crate::lang::app::AppWord;

pub(super) fn app_word(w: AppWord) -> &'static str {
    match w {
        AppWord::Title => "Sudoku Explorer",
        AppWord::Play => "Play",
        AppWord::Learn => "Learn",
        AppWord::Train => "Train",
        AppWord::Hint => "Hint",
        AppWord::Check => "Check",
        AppWord::ShowStep => "Show the step",
        AppWord::ApplyStep => "Apply the step",
        AppWord::Undo => "Undo",
        AppWord::Redo => "Redo",
        AppWord::Language => "Language",
        AppWord::LangEnglish => "English",
        AppWord::LangJapanese => "日本語",
        AppWord::Sections => "Sections",
        AppWord::Working => "Working…",
        AppWord::Generating => "Making a position; this can take a few seconds…",
        AppWord::OutOfTime => "The server ran out of time ({error}). Please try again.",
        AppWord::NetworkError => "Cannot reach the server ({error}). Is it still running?",
        AppWord::ServerError => "Error: {error}",
        AppWord::Dismiss => "Close",
        AppWord::KeysHelp => {
            "Keys: arrows select a cell, 1–9 place a digit, Shift+digit strikes or restores a candidate, Delete clears the cell, Ctrl+Z undo, Ctrl+Y redo."
        }
        AppWord::LoadHeading => "New puzzle",
        AppWord::PasteLabel => {
            "Paste or type a puzzle in any format (81 characters, a grid, candidates…)"
        }
        AppWord::LoadButton => "Load",
        AppWord::Bundled => "Bundled puzzles",
        AppWord::OpenBundled => "Open",
        AppWord::DrillPuzzle => "New puzzle for a technique",
        AppWord::Technique => "Technique",
        AppWord::LineError => "Line {line}: {error}",
        AppWord::PuzzleAtLine => "Puzzle at line {line}",
        AppWord::ChooseOne => "The text holds {n} puzzles: choose one.",
        AppWord::Problem => "Cannot be played: {problem}",
        AppWord::NoPuzzleFound => "No puzzle found in the text.",
        AppWord::Loaded => "Loaded: {name}",
        AppWord::Pasted => "pasted puzzle",
        AppWord::Restart => "Restart",
        AppWord::NoGame => {
            "Load a puzzle to start: paste one, open a bundled puzzle or ask for a new one."
        }
        AppWord::Board => "Sudoku board, {size}",
        AppWord::BoardSelected => "selected {cell}",
        AppWord::LessonBoard => "The lesson's example",
        AppWord::Pad => "Digit pad",
        AppWord::ModeLabel => "Pad mode",
        AppWord::ModeDigit => "Digit",
        AppWord::ModeCandidate => "Candidate",
        AppWord::ModeColour => "Colour",
        AppWord::ClearCell => "Clear the cell",
        AppWord::ColourCell => "Colour the cell",
        AppWord::ColourN => "Colour {n}",
        AppWord::ClearColours => "Remove all colours",
        AppWord::ColourHelp => {
            "Colour mode: a pad digit colours that candidate of the selected cell; a click on a candidate colours it; a click elsewhere in a cell colours the cell."
        }
        AppWord::Pencil => "Candidates",
        AppWord::PencilAuto => "automatic",
        AppWord::PencilHand => "by hand",
        AppWord::FillCandidates => "Fill in all candidates",
        AppWord::Highlight => "Highlight",
        AppWord::HighlightDigit => "Highlight {n}",
        AppWord::Bivalue => "Two-candidate cells",
        AppWord::Solved => "Solved! Every digit is right.",
        AppWord::FullNotRight => "The grid is full, but something is wrong:",
        AppWord::Given => "That digit is a given: it cannot change.",
        AppWord::SelectFirst => "Select a cell first.",
        AppWord::Coach => "Coach",
        AppWord::HintLevel => "Hint {n}/4",
        AppWord::HintsDone => "That was the whole step: apply it or make a move.",
        AppWord::Known => "Techniques I know",
        AppWord::KnownAll => "all",
        AppWord::KnownUpTo => "up to {tier}",
        AppWord::TierBasic => "Basic",
        AppWord::TierTough => "Tough",
        AppWord::TierDiabolical => "Diabolical",
        AppWord::TierExtreme => "Extreme",
        AppWord::LessonLink => "Lesson: {name}",
        AppWord::WhyHeading => "Why or why not?",
        AppWord::WhyLabel => {
            "A move, such as r3c4=5 (place) or r3c4<>5 (strike); several with spaces"
        }
        AppWord::WhyAsk => "Ask",
        AppWord::WhyFromCell => "Selected cell",
        AppWord::WhyEmpty => "Type a move first, such as r3c4<>5.",
        AppWord::Walkthrough => "Walkthrough from here",
        AppWord::WalkthroughNote => "Each step names its technique; click one to read it.",
        AppWord::StepApplied => "Applied: {text}",
        AppWord::CheckNone => "No mistakes so far.",
        AppWord::Lessons => "Lessons",
        AppWord::AllLessons => "All lessons",
        AppWord::Rule => "The rule",
        AppWord::Example => "Example",
        AppWord::NoExample => "No worked example for this technique yet.",
        AppWord::Previous => "Previous",
        AppWord::Next => "Next",
        AppWord::SeRating => "SE {se}",
        AppWord::PracticeThis => "Practise this technique",
        AppWord::DrillHeading => "Drill",
        AppWord::DrillCount => "Positions",
        AppWord::Start => "Start",
        AppWord::DrillIntro => {
            "Choose a technique and press Start. Strike the candidates the technique removes or place the digits it places, then check your answer."
        }
        AppWord::DrillOf => "{name}: position {i} of {n}",
        AppWord::StopDrill => "End the drill",
        AppWord::CheckAnswer => "Check answer",
        AppWord::Retry => "Try again",
        AppWord::NextPosition => "Next position",
        AppWord::DrillDone => "Drill finished: {right} of {n} right first time.",
        AppWord::NoAnswer => "Strike candidates or place digits first.",
        AppWord::Progress => "Progress",
        AppWord::Attempts => "Attempts",
        AppWord::RightFirst => "Right first time",
        AppWord::HintsUsed => "Hints used",
        AppWord::NoProgress => "No drills yet.",
        AppWord::ExportProgress => "Export progress",
        AppWord::ResetProgress => "Reset progress",
        AppWord::ConfirmReset => "Reset all your progress? This cannot be undone.",
        AppWord::ChooseTechnique => "Choose a technique first.",
        AppWord::Labelled => "{label}: {text}",
        AppWord::WithNote => "{name} ({note})",
    }
}
