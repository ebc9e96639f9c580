/**
 * Application forms as employers' systems build them, written for the filler's tests (not copies of
 * any page): the field names, label styles and widgets their public forms show.
 */

/** Personio-like: for= labels, first_name/last_name, custom questions as "custom_attribute_<n>". */
export const PERSONIO_LIKE = `
<form id="apply" action="/submit" method="post" lang="de">
  <div><label for="first_name">Vorname *</label><input id="first_name" name="first_name" type="text" required></div>
  <div><label for="last_name">Nachname *</label><input id="last_name" name="last_name" type="text" required></div>
  <div><label for="email">E-Mail-Adresse *</label><input id="email" name="email" type="email" required></div>
  <div><label for="phone">Telefonnummer</label><input id="phone" name="phone" type="tel"></div>
  <div><label for="ca_1">LinkedIn-Profil</label><input id="ca_1" name="custom_attribute_1001" type="text"></div>
  <div><label for="ca_2">Frühester Eintrittstermin</label><input id="ca_2" name="custom_attribute_1002" type="date"></div>
  <div><label for="ca_3">Gehaltsvorstellung (brutto/Jahr)</label><input id="ca_3" name="custom_attribute_1003" type="text"></div>
  <div><label for="ca_4">Wie sind Sie auf uns aufmerksam geworden?</label>
    <select id="ca_4" name="custom_attribute_1004">
      <option value="">Bitte auswählen</option><option value="1">LinkedIn</option><option value="2">StepStone</option>
    </select></div>
  <div><label for="documents">Lebenslauf</label><input id="documents" name="documents[]" type="file"></div>
  <div><input id="privacy" name="privacy_policy_acceptance" type="checkbox"><label for="privacy">Ich habe die Datenschutzerklärung gelesen.</label></div>
  <input type="hidden" name="recaptcha_token" value="">
  <button type="submit">Bewerbung absenden</button>
</form>`;

/** Greenhouse-like: job_application[...] names, custom answers by index, the EEO questions as selects. */
export const GREENHOUSE_LIKE = `
<form id="application_form" action="/applications" method="post" lang="en">
  <div class="field"><label for="first_name">First Name <span class="asterisk">*</span></label>
    <input type="text" id="first_name" name="job_application[first_name]" autocomplete="given-name"></div>
  <div class="field"><label for="last_name">Last Name <span class="asterisk">*</span></label>
    <input type="text" id="last_name" name="job_application[last_name]" autocomplete="family-name"></div>
  <div class="field"><label for="email">Email <span class="asterisk">*</span></label>
    <input type="text" id="email" name="job_application[email]" autocomplete="email"></div>
  <div class="field"><label for="phone">Phone</label>
    <input type="text" id="phone" name="job_application[phone]" autocomplete="tel"></div>
  <div class="field"><label for="location">Location (City)</label>
    <input type="text" id="location" name="job_application[location]" autocomplete="off"></div>
  <div class="field"><label>Resume/CV<input type="file" name="job_application[resume]"></label></div>
  <div class="field"><label for="q0">LinkedIn Profile</label>
    <input type="text" id="q0" name="job_application[answers_attributes][0][text_value]"></div>
  <div class="field"><label for="q1">Website</label>
    <input type="text" id="q1" name="job_application[answers_attributes][1][text_value]"></div>
  <div class="field"><label for="q2">Current Company</label>
    <input type="text" id="q2" name="job_application[answers_attributes][2][text_value]"></div>
  <div class="field"><label for="q3">How did you hear about this job?</label>
    <input type="text" id="q3" name="job_application[answers_attributes][3][text_value]"></div>
  <div class="field"><label for="q4">Are you legally authorized to work in the United Kingdom?</label>
    <select id="q4" name="job_application[answers_attributes][4][boolean_value]">
      <option value="">Please select</option><option value="1">Yes</option><option value="0">No</option></select></div>
  <div class="field"><label for="gender">Gender</label>
    <select id="gender" name="job_application[gender]">
      <option value="">Please select</option><option value="1">Male</option><option value="2">Female</option>
      <option value="3">Decline To Self Identify</option></select></div>
  <div class="field"><label for="race">Race</label>
    <select id="race" name="job_application[race]">
      <option value="">Please select</option><option value="1">White</option><option value="8">Decline To Self Identify</option></select></div>
  <div class="field"><label for="disability">Disability Status</label>
    <select id="disability" name="job_application[disability_status]">
      <option value="">Please select</option><option value="1">Yes</option><option value="2">No</option></select></div>
  <input type="submit" id="submit_app" value="Submit Application">
</form>`;

/** softgarden-like, in German: labels as text in the field's box, no for=, a salutation and radio groups. */
export const SOFTGARDEN_LIKE = `
<form class="application" lang="de">
  <div class="row"><div class="lbl">Anrede</div><div><select name="salutation">
    <option value="">Bitte wählen</option><option value="MR">Herr</option><option value="MS">Frau</option>
    <option value="DIV">Divers</option></select></div></div>
  <div class="row"><div class="lbl">Titel</div><div><input name="academicTitle" type="text"></div></div>
  <div class="row"><div class="lbl">Vorname*</div><div><input name="field_17" type="text"></div></div>
  <div class="row"><div class="lbl">Name*</div><div><input name="field_18" type="text"></div></div>
  <div class="row"><div class="lbl">Straße</div><div><input name="field_19" type="text"></div></div>
  <div class="row"><div class="lbl">Hausnummer</div><div><input name="field_20" type="text"></div></div>
  <div class="row"><div class="lbl">PLZ</div><div><input name="field_21" type="text"></div></div>
  <div class="row"><div class="lbl">Ort</div><div><input name="field_22" type="text"></div></div>
  <div class="row"><div class="lbl">Land</div><div><select name="field_23">
    <option value="">Bitte wählen</option><option value="DE">Deutschland</option><option value="AT">Österreich</option>
  </select></div></div>
  <div class="row"><div class="lbl">E-Mail</div><div><input name="field_24" type="text"></div></div>
  <div class="row"><div class="lbl">Mobil</div><div><input name="field_25" type="text"></div></div>
  <div class="row"><div class="lbl">Geburtsdatum</div><div><input name="field_26" type="text" placeholder="TT.MM.JJJJ"></div></div>
  <div class="row"><div class="lbl">Staatsangehörigkeit</div><div><input name="field_27" type="text"></div></div>
  <div class="row"><div class="lbl">XING-Profil</div><div><input name="field_28" type="url"></div></div>
  <div class="row"><div class="lbl">Aktueller Arbeitgeber</div><div><input name="field_29" type="text"></div></div>
  <div class="row"><div class="lbl">Aktuelle Position</div><div><input name="field_30" type="text"></div></div>
  <div class="row"><div class="lbl">Kündigungsfrist</div><div><input name="field_31" type="text"></div></div>
  <div class="row"><span class="lbl">Liegt eine Arbeitserlaubnis für Deutschland vor?</span>
    <label><input type="radio" name="field_32" value="yes"> Ja</label>
    <label><input type="radio" name="field_32" value="no"> Nein</label></div>
  <div class="row"><span class="lbl">Geschlecht</span>
    <label><input type="radio" name="field_33" value="m"> männlich</label>
    <label><input type="radio" name="field_33" value="w"> weiblich</label>
    <label><input type="radio" name="field_33" value="d"> divers</label></div>
  <button type="button" class="next">Weiter</button>
  <button type="submit">Jetzt bewerben</button>
</form>`;

/** Lever-like: one "name" field for the whole name, "org" for the company, urls[...] for links. */
export const LEVER_LIKE = `
<form lang="en">
  <ul>
    <li class="application-question"><label><div class="application-label">Full name<span class="required">✱</span></div>
      <div class="application-field"><input type="text" name="name"></div></label></li>
    <li class="application-question"><label><div class="application-label">Email</div>
      <div class="application-field"><input type="email" name="email"></div></label></li>
    <li class="application-question"><label><div class="application-label">Phone</div>
      <div class="application-field"><input type="text" name="phone"></div></label></li>
    <li class="application-question"><label><div class="application-label">Current company</div>
      <div class="application-field"><input type="text" name="org"></div></label></li>
    <li class="application-question"><label><div class="application-label">LinkedIn URL</div>
      <div class="application-field"><input type="text" name="urls[LinkedIn]"></div></label></li>
    <li class="application-question"><label><div class="application-label">GitHub URL</div>
      <div class="application-field"><input type="text" name="urls[GitHub]"></div></label></li>
    <li class="application-question"><label><div class="application-label">Portfolio URL</div>
      <div class="application-field"><input type="text" name="urls[Portfolio]"></div></label></li>
    <li class="application-question"><label><div class="application-label">Additional information</div>
      <div class="application-field"><textarea name="comments"></textarea></div></label></li>
  </ul>
</form>`;

/** Workday-like: no names, labels reached through aria-labelledby, data-automation-id on everything. */
export const WORKDAY_LIKE = `
<div data-automation-id="applyFlowPage" lang="en">
  <div data-automation-id="formField-legalNameSection_firstName">
    <label id="lbl-fn">Given Name(s)</label>
    <input data-automation-id="legalNameSection_firstName" aria-labelledby="lbl-fn" type="text"></div>
  <div data-automation-id="formField-legalNameSection_lastName">
    <label id="lbl-ln">Family Name</label>
    <input data-automation-id="legalNameSection_lastName" aria-labelledby="lbl-ln" type="text"></div>
  <div><label id="lbl-a1">Address Line 1</label><input aria-labelledby="lbl-a1" type="text"></div>
  <div><label id="lbl-a2">Address Line 2</label><input aria-labelledby="lbl-a2" type="text"></div>
  <div><label id="lbl-city">City</label><input aria-labelledby="lbl-city" type="text"></div>
  <div><label id="lbl-pc">Postal Code</label><input aria-labelledby="lbl-pc" type="text"></div>
  <div><input aria-label="Phone Number" type="text"></div>
  <button data-automation-id="bottom-navigation-next-button">Save and Continue</button>
</div>`;
